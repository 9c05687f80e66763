import { Button } from '@portal/ui/button';
import { Dialog } from '@portal/ui/dialog';
import { useIntl } from 'react-intl';
import * as styles from '#inbox/components/inbox.css.ts';

const SHORTCUTS: readonly { keys: string[]; what: string }[] = [
  { keys: ['j', '↓'], what: 'inbox.keys.next' },
  { keys: ['k', '↑'], what: 'inbox.keys.previous' },
  { keys: ['Shift + j', 'Shift + ↓'], what: 'inbox.keys.extend' },
  { keys: ['x', 'Space'], what: 'inbox.keys.toggle' },
  { keys: ['Enter', 'o'], what: 'inbox.keys.open' },
  { keys: ['Esc'], what: 'inbox.keys.clear' },
  { keys: ['/'], what: 'inbox.keys.search' },
  { keys: ['#', 'Delete'], what: 'inbox.keys.recycle' },
  { keys: ['v'], what: 'inbox.keys.move' },
  { keys: ['z'], what: 'inbox.keys.undo' },
  { keys: ['?'], what: 'inbox.keys.help' },
  { keys: ['n', 'Page Down'], what: 'preview.keys.next' },
  { keys: ['p', 'Page Up'], what: 'preview.keys.previous' },
  { keys: ['Ctrl + F'], what: 'preview.keys.find' },
  { keys: ['f'], what: 'preview.keys.fullWindow' },
  { keys: ['Shift + F'], what: 'preview.keys.fullScreen' },
];

/** Each shortcut's keys and what they do: in the `?` dialog and the empty preview pane. */
export function ShortcutList() {
  const intl = useIntl();
  return (
    <dl className={styles.shortcuts}>
      {SHORTCUTS.map(({ keys, what }) => (
        <div key={what} className={styles.shortcut}>
          <dt>
            {keys.map((key) => (
              <kbd key={key} className={styles.key}>
                {key}
              </kbd>
            ))}
          </dt>
          <dd>{intl.formatMessage({ id: what })}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The `?` dialog: every inbox shortcut, each also reachable by a button. */
export function ShortcutsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const intl = useIntl();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={intl.formatMessage({ id: 'inbox.keys.title' })}
      closeLabel={intl.formatMessage({ id: 'common.close' })}
      actions={<Button onClick={onClose}>{intl.formatMessage({ id: 'common.close' })}</Button>}
    >
      <ShortcutList />
    </Dialog>
  );
}
