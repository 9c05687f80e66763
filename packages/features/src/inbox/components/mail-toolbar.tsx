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
import { Menu, type MenuItem } from '@portal/ui/menu';
import { Spinner } from '@portal/ui/spinner';
import { Tooltip } from '@portal/ui/tooltip';
import { useMediaQuery } from '@portal/ui/use-media-query';
import { useIntl } from 'react-intl';
import type { MailItem } from '#inbox/api/mail.ts';
import * as styles from '#inbox/components/mail-toolbar.css.ts';
import { WIDE_LAYOUT } from '#inbox/components/wide-layout.ts';
import type { MailExport } from '#inbox/hooks/use-mail-export.ts';
import { useActionAllowed } from '#inbox/hooks/use-action-allowed.ts';

/** A toolbar button: a §4 action, or Restore, which Delete becomes in Deleted Items. */
export type ToolbarAction = MailAction | 'restore';

/**
 * Every action, in toolbar order. `primary`: what members do most, kept as buttons below the wide
 * layout, where the rest wait under More.
 */
export const TOOLBAR_BUTTONS: readonly { action: ToolbarAction; icon: IconName; primary?: true }[] =
  [
    { action: 'scan', icon: 'scan', primary: true },
    { action: 'rescan', icon: 'refresh' },
    { action: 'forward', icon: 'forward', primary: true },
    { action: 'shred', icon: 'shred' },
    { action: 'returnToSender', icon: 'undo' },
    { action: 'cancelAction', icon: 'close' },
    { action: 'delete', icon: 'trash', primary: true },
    { action: 'restore', icon: 'inbox', primary: true },
    { action: 'moveToFolder', icon: 'folder' },
    { action: 'rename', icon: 'edit' },
    { action: 'download', icon: 'download' },
    { action: 'email', icon: 'mail' },
  ];

type ToolbarButton = (typeof TOOLBAR_BUTTONS)[number];

/** One item at a time: the API renames or rescans one mailId. */
const SINGLE: ReadonlySet<ToolbarAction> = new Set(['rescan', 'rename']);

interface MailToolbarProps {
  selection: readonly MailItem[];
  context: ToolbarContext;
  onAction: (action: ToolbarAction) => void;
  /**
   * `list` (the toolbar over the list): every action, those that do not apply saying why. `item`
   * (the preview's header): only what the item allows, as icons with tooltips on a wide screen.
   */
  variant?: 'list' | 'item';
  /**
   * The list's: the view exported as CSV, last under More at every width. It acts on the whole
   * folder or search, whatever is selected, so it is not one of the §4 actions above.
   */
  viewExport?: MailExport;
}

/**
 * The §4 toolbar. Which buttons work comes from `toolbarState` in the domain, the rule the server
 * applies too; a button that does not work stays focusable and says why. Below the wide layout
 * (a phone, a tablet) the primary actions are labelled buttons and the rest are under More; the
 * list's More ends with what acts on the whole view (Export CSV), wide too.
 */
export function MailToolbar({
  selection,
  context,
  onAction,
  variant = 'list',
  viewExport,
}: MailToolbarProps) {
  const intl = useIntl();
  const wide = useMediaQuery(WIDE_LAYOUT);
  const allowed = useActionAllowed();
  const enabled = toolbarState(selection, context);
  const inDeletedItems = context.folderId === FOLDER.deletedItems;
  const message = (id: string) => intl.formatMessage({ id });

  /** Why the action does nothing for this selection; undefined when it works. */
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
  const label = (action: ToolbarAction) =>
    message(action === 'restore' ? 'inbox.action.restore' : MAIL_ACTION_LABEL_KEYS[action]);

  const buttons = TOOLBAR_BUTTONS.filter(({ action }) =>
    action === 'restore' ? inDeletedItems : action !== 'delete' || !inDeletedItems,
  )
    .filter(({ action }) => allowed(action))
    // The preview's header offers only what its item allows.
    .filter(({ action }) => variant === 'list' || !reason(action));

  const toolButton = ({ action, icon }: ToolbarButton, className: string, labelClass?: string) => {
    const why = reason(action);
    return (
      <Tooltip key={action} content={why ?? label(action)} relation={why ? 'description' : 'none'}>
        {(described) => (
          <Button
            variant="secondary"
            size="sm"
            className={className}
            aria-disabled={why !== undefined || undefined}
            data-action={action}
            onClick={() => onAction(action)}
            {...described}
          >
            <Icon name={icon} />
            <span className={labelClass}>{label(action)}</span>
          </Button>
        )}
      </Tooltip>
    );
  };

  const toolbarLabel = message(variant === 'list' ? 'inbox.toolbar' : 'preview.actions');

  // What acts on the whole view: the list's only, never the preview's.
  const viewItems: MenuItem[] =
    variant === 'list' && viewExport
      ? [
          {
            id: 'exportCsv',
            label: message('inbox.export.csv'),
            icon: 'download',
            // Busy: it says so, and a second choice does not start another export.
            disabled: viewExport.exporting,
            description: viewExport.exporting ? message('inbox.export.exporting') : undefined,
            onSelect: viewExport.exportCsv,
          },
        ]
      : [];
  const moreMenu = (more: readonly ToolbarButton[], triggerClassName: string) => {
    const items: MenuItem[] = [
      ...more.map(({ action, icon }) => {
        const why = reason(action);
        return {
          id: action,
          label: label(action),
          icon,
          disabled: why !== undefined,
          description: why,
          onSelect: () => onAction(action),
        };
      }),
      ...viewItems.map((item) => ({ ...item, startsGroup: more.length > 0 })),
    ];
    if (items.length === 0) return null;
    return (
      <Menu
        triggerLook="button"
        triggerClassName={triggerClassName}
        trigger={
          <>
            {viewExport?.exporting ? <Spinner size="sm" tone="current" /> : <Icon name="more" />}
            <span>{message('inbox.toolbar.more')}</span>
          </>
        }
        items={items}
      />
    );
  };
  // Read out as the export starts, whether or not More is still open.
  const exportStatus = variant === 'list' && viewExport && (
    <span role="status" className={styles.visuallyHidden}>
      {viewExport.exporting ? message('inbox.export.exporting') : ''}
    </span>
  );

  if (wide) {
    return (
      <div
        role="toolbar"
        aria-label={toolbarLabel}
        className={variant === 'list' ? styles.toolbar : styles.itemToolbar}
      >
        {buttons.map((button) =>
          toolButton(
            button,
            styles.toolButton,
            variant === 'list' ? undefined : styles.visuallyHidden,
          ),
        )}
        {moreMenu([], styles.toolButton)}
        {exportStatus}
      </div>
    );
  }

  return (
    <div role="toolbar" aria-label={toolbarLabel} className={styles.compactToolbar}>
      {buttons
        .filter((button) => button.primary)
        .map((button) => toolButton(button, `${styles.toolButton} ${styles.compactButton}`))}
      {moreMenu(
        buttons.filter((button) => !button.primary),
        styles.compactButton,
      )}
      {exportStatus}
    </div>
  );
}
