import { FOLDER } from '@portal/domain/folders';
import {
  checkMailAction,
  MAIL_ACTION_LABEL_KEYS,
  MAIL_REFUSAL_KEYS,
  toolbarState,
  type MailAction,
  type ToolbarContext,
} from '@portal/domain/mail-actions';
import { Button } from '@portal/ui/button';
import { Icon, type IconName } from '@portal/ui/icon';
import { Tooltip } from '@portal/ui/tooltip';
import { useIntl } from 'react-intl';
import type { MailItem } from '#inbox/api/mail.ts';
import * as styles from '#inbox/components/inbox.css.ts';

/** A toolbar button: a §4 action, or Restore, which Delete becomes in Deleted Items. */
export type ToolbarAction = MailAction | 'restore';

export const TOOLBAR_BUTTONS: readonly { action: ToolbarAction; icon: IconName }[] = [
  { action: 'scan', icon: 'scan' },
  { action: 'rescan', icon: 'refresh' },
  { action: 'forward', icon: 'forward' },
  { action: 'shred', icon: 'shred' },
  { action: 'returnToSender', icon: 'undo' },
  { action: 'cancelAction', icon: 'close' },
  { action: 'delete', icon: 'trash' },
  { action: 'restore', icon: 'inbox' },
  { action: 'moveToFolder', icon: 'folder' },
  { action: 'rename', icon: 'edit' },
  { action: 'download', icon: 'download' },
  { action: 'email', icon: 'mail' },
];

/** One item at a time: the API renames or rescans one mailId. */
const SINGLE: ReadonlySet<ToolbarAction> = new Set(['rescan', 'rename']);

interface MailToolbarProps {
  selection: readonly MailItem[];
  context: ToolbarContext;
  onAction: (action: ToolbarAction) => void;
  /**
   * `list` (the toolbar over the list): every button, labelled. `item` (the preview's header): only
   * what the item allows, as icons with tooltips.
   */
  variant?: 'list' | 'item';
}

/**
 * The §4 toolbar over the list. Which buttons work comes from `toolbarState` in the domain, the
 * rule the server applies too; a button that does not work stays focusable and says why.
 */
export function MailToolbar({ selection, context, onAction, variant = 'list' }: MailToolbarProps) {
  const intl = useIntl();
  const enabled = toolbarState(selection, context);
  const inDeletedItems = context.folderId === FOLDER.deletedItems;

  const reason = (action: ToolbarAction): string | undefined => {
    if (action === 'restore') return selection.length ? undefined : message('inbox.why.nothing');
    if (enabled[action]) return undefined;
    if (selection.length === 0) return message('inbox.why.nothing');
    if (SINGLE.has(action) && selection.length > 1) return message('inbox.why.one');
    if (action === 'delete' && inDeletedItems) return message('inbox.why.deletedAlready');
    for (const item of selection) {
      const check = checkMailAction(action, item, context);
      if (!check.ok) return message(MAIL_REFUSAL_KEYS[check.code]);
    }
    return message('inbox.why.notThese');
  };
  const message = (id: string) => intl.formatMessage({ id });

  return (
    <div
      role="toolbar"
      aria-label={intl.formatMessage({
        id: variant === 'list' ? 'inbox.toolbar' : 'preview.actions',
      })}
      className={variant === 'list' ? styles.toolbar : styles.itemToolbar}
    >
      {TOOLBAR_BUTTONS.filter(({ action }) =>
        action === 'restore' ? inDeletedItems : action !== 'delete' || !inDeletedItems,
      ).map(({ action, icon }) => {
        const why = reason(action);
        if (variant === 'item' && why) return null;
        const label = intl.formatMessage({
          id: action === 'restore' ? 'inbox.action.restore' : MAIL_ACTION_LABEL_KEYS[action],
        });
        return (
          <Tooltip key={action} content={why ?? label} relation={why ? 'description' : 'none'}>
            {(described) => (
              <Button
                variant="secondary"
                size="sm"
                className={styles.toolButton}
                aria-disabled={why !== undefined || undefined}
                data-action={action}
                onClick={() => onAction(action)}
                {...described}
              >
                <Icon name={icon} />
                <span className={variant === 'list' ? styles.toolLabel : styles.visuallyHidden}>
                  {label}
                </span>
              </Button>
            )}
          </Tooltip>
        );
      })}
    </div>
  );
}
