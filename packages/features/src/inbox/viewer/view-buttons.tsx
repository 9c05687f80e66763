import { Button } from '@portal/ui/button';
import type { ReactNode, Ref } from 'react';
import { useIntl } from 'react-intl';
import * as styles from '#inbox/viewer/scan-viewer.css.ts';
import { canFullScreen, type View } from '#inbox/viewer/use-full-view.ts';

interface ViewButtonsProps {
  view: View;
  onShow: (view: View) => void;
  /** The pane's Full window button, where focus comes back to from the full window. */
  expandRef: Ref<HTMLButtonElement>;
}

/**
 * Full window (or Close, over the whole window) and Full screen, in words rather than icons, each
 * with its key (f, Esc, Shift+F).
 */
export function ViewButtons({ view, onShow, expandRef }: ViewButtonsProps) {
  const intl = useIntl();
  const label = (id: string) => intl.formatMessage({ id });
  return (
    <div className={styles.viewButtons}>
      {view === 'pane' ? (
        <ViewButton buttonRef={expandRef} keys="f" onClick={() => onShow('window')}>
          {label('preview.fullWindow')}
        </ViewButton>
      ) : (
        <ViewButton keys="Esc" shortcut="Escape" onClick={() => onShow('pane')}>
          {label('common.close')}
        </ViewButton>
      )}
      {canFullScreen() && (
        <ViewButton
          keys="⇧F"
          shortcut="Shift+F"
          onClick={() => onShow(view === 'screen' ? 'window' : 'screen')}
        >
          {label(view === 'screen' ? 'preview.leaveFullScreen' : 'preview.fullScreen')}
        </ViewButton>
      )}
    </div>
  );
}

interface ViewButtonProps {
  /** The key as the button shows it, and as `aria-keyshortcuts` names it where that differs. */
  keys: string;
  shortcut?: string;
  buttonRef?: Ref<HTMLButtonElement>;
  onClick: () => void;
  children: ReactNode;
}

function ViewButton({ keys, shortcut = keys, buttonRef, onClick, children }: ViewButtonProps) {
  return (
    <Button
      ref={buttonRef}
      size="sm"
      variant="secondary"
      className={styles.tool}
      aria-keyshortcuts={shortcut}
      onClick={onClick}
    >
      {children}
      <kbd className={styles.keyHint} aria-hidden="true">
        {keys}
      </kbd>
    </Button>
  );
}
