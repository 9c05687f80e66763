import { Button } from '@portal/ui/button';
import { Icon } from '@portal/ui/icon';
import { Text } from '@portal/ui/text';
import { useState, type RefObject } from 'react';
import { FormattedMessage } from 'react-intl';
import * as styles from '#shared/your-address/your-address.css.ts';

type CopyState = 'idle' | 'copied' | 'refused';

/** Selects the element's text, so a member whose browser refused the clipboard can copy it. */
function selectContents(element: HTMLElement | null) {
  const selection = window.getSelection();
  if (!element || !selection) return;
  const range = document.createRange();
  range.selectNodeContents(element);
  selection.removeAllRanges();
  selection.addRange(range);
}

interface CopyButtonProps {
  text: string;
  /** The button's accessible name, which says what it copies ("Copy the Sydney address"). */
  label: string;
  /** The shown text, selected for the member to copy when the browser refuses the clipboard. */
  source: RefObject<HTMLElement | null>;
}

/**
 * Copies text to the clipboard and says so on the button and to screen readers (a polite live
 * region). A browser that refuses the clipboard (permission, an insecure page) gets the text
 * selected and a line saying how to copy it.
 */
export function CopyButton({ text, label, source }: CopyButtonProps) {
  const [state, setState] = useState<CopyState>('idle');

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      selectContents(source.current);
      setState('refused');
    }
  };

  return (
    <div className={styles.copy}>
      <Button
        variant="secondary"
        size="sm"
        aria-label={label}
        onClick={() => void copy()}
        // "Copied" stays while the button has focus, however long the member takes to read it,
        // and leaves with it: the next button copied from says it instead.
        onBlur={() => setState((current) => (current === 'copied' ? 'idle' : current))}
      >
        {state === 'copied' && <Icon name="check" className={styles.copyIcon} />}
        <FormattedMessage id={state === 'copied' ? 'yourAddress.copied' : 'yourAddress.copy'} />
      </Button>
      {/* Always in the page, so a screen reader hears what changes in it. */}
      <span role="status" className={state === 'copied' ? styles.visuallyHidden : undefined}>
        {state === 'copied' && <FormattedMessage id="yourAddress.copiedAnnouncement" />}
        {state === 'refused' && (
          <Text size="sm" tone="critical">
            <FormattedMessage id="yourAddress.copyRefused" />
          </Text>
        )}
      </span>
    </div>
  );
}
