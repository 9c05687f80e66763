import { Button } from '@portal/ui/button';
import { Dialog } from '@portal/ui/dialog';
import { useIntl } from 'react-intl';
import * as styles from '#inbox/components/inbox.css.ts';

const SHORTCUTS: readonly { keys: string[]; what: string }[] = [
  { keys: ['j', '↓'], what: 'inbox.keys.next' },
  { keys: ['k', '↑'], what: 'inbox.keys.previous' },
  { keys: ['Shift + j', 'Shift + ↓'], what: 'inbox.keys.extend' },
  { keys: ['x', 'Space'], what: 'inbox.keys.toggle' },
  { keys: ['Enter'], what: 'inbox.keys.open' },
  { keys: ['Esc'], what: 'inbox.keys.clear' },
  { keys: ['/'], what: 'inbox.keys.search' },
  { keys: ['#', 'Delete'], what: 'inbox.keys.recycle' },
  { keys: ['?'], what: 'inbox.keys.help' },
];

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
    </Dialog>
  );
}
