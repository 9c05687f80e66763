import type { ToolbarContext } from '@portal/domain/mail-actions';
import { statusLabel } from '@portal/domain/mail-status';
import { IconButton } from '@portal/ui/icon-button';
import { TextField } from '@portal/ui/text-field';
import { useCallback, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { MailItem } from '#inbox/api/mail.ts';
import { MailToolbar, type ToolbarAction } from '#inbox/components/mail-toolbar.tsx';
import * as inboxStyles from '#inbox/components/inbox.css.ts';
import * as styles from '#inbox/components/preview.css.ts';

interface ItemHeaderProps {
  item: MailItem;
  /** The folder the item is filed in, when the view is a folder. */
  folderName: string | undefined;
  context: ToolbarContext;
  onAction: (action: ToolbarAction) => void;
  /** Saves a new name; false when the server refused it (the inbox has said why). */
  onRename: (name: string) => Promise<boolean>;
  onBack: () => void;
}

/**
 * The opened item's name, facts and actions (§2 preview pane). The toolbar's Rename edits the name
 * where it stands: Enter or Save keeps the new name, Escape or Cancel puts the old one back.
 */
export function ItemHeader({
  item,
  folderName,
  context,
  onAction,
  onRename,
  onBack,
}: ItemHeaderProps) {
  const intl = useIntl();
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const header = useRef<HTMLElement>(null);
  // The field opens with the name selected, ready to type over.
  const focusField = useCallback((input: HTMLInputElement | null) => {
    input?.focus();
    input?.select();
  }, []);

  const stopEditing = () => {
    setDraft(null);
    setError(undefined);
    // Focus goes back to the toolbar's Rename, where editing began; on a phone, to the More menu
    // Rename sits in.
    requestAnimationFrame(() => {
      const rename = header.current?.querySelector<HTMLElement>('[data-action="rename"]');
      const more = header.current?.querySelector<HTMLElement>('[aria-haspopup="menu"]');
      (rename && !rename.closest('[role="menu"]') ? rename : more)?.focus();
    });
  };
  const save = async () => {
    const name = draft?.trim() ?? '';
    if (!name) return setError(intl.formatMessage({ id: 'inbox.rename.blank' }));
    if (name === item.name) return stopEditing();
    setSaving(true);
    // A refused name stays in the field, to correct or cancel.
    if (await onRename(name)) stopEditing();
    setSaving(false);
  };

  return (
    <header ref={header} className={styles.header}>
      <div className={styles.titleRow}>
        <IconButton
          icon="chevron-left"
          label={intl.formatMessage({ id: 'preview.back' })}
          className={styles.back}
          onClick={onBack}
        />
        {draft === null ? (
          <h2 className={styles.title}>{item.name}</h2>
        ) : (
          <form
            className={styles.renameForm}
            onSubmit={(event) => {
              event.preventDefault();
              void save();
            }}
            onKeyDown={(event) => {
              if (event.key !== 'Escape') return;
              // Escape here cancels the rename, not the selection behind it.
              event.stopPropagation();
              stopEditing();
            }}
          >
            <TextField
              label={intl.formatMessage({ id: 'inbox.rename.label' })}
              hideLabel
              className={styles.renameField}
              value={draft}
              maxLength={200}
              error={error}
              ref={focusField}
              onChange={(event) => {
                setDraft(event.target.value);
                setError(undefined);
              }}
            />
            <IconButton
              type="submit"
              icon="check"
              size="sm"
              label={intl.formatMessage({ id: 'common.save' })}
              disabled={saving}
            />
            <IconButton
              icon="close"
              size="sm"
              label={intl.formatMessage({ id: 'common.cancel' })}
              onClick={stopEditing}
            />
          </form>
        )}
      </div>
      <dl className={styles.meta}>
        <div>
          <dt className={inboxStyles.visuallyHidden}>
            {intl.formatMessage({ id: 'inbox.details.status' })}
          </dt>
          <dd>
            {statusLabel(item)
              .map((part) => intl.formatMessage({ id: part.key }))
              .join(' · ')}
          </dd>
        </div>
        <div>
          <dt>{intl.formatMessage({ id: 'inbox.details.date' })}</dt>
          <dd>
            <time dateTime={item.dateScanned}>
              {intl.formatDate(item.dateScanned, { format: 'dayTime' })}
            </time>
          </dd>
        </div>
        <div>
          <dt>{intl.formatMessage({ id: 'inbox.details.weight' })}</dt>
          <dd>
            {intl.formatNumber(item.weight, { style: 'unit', unit: 'gram', unitDisplay: 'short' })}
          </dd>
        </div>
        {folderName && (
          <div>
            <dt>{intl.formatMessage({ id: 'preview.folder' })}</dt>
            <dd>{folderName}</dd>
          </div>
        )}
      </dl>
      <MailToolbar
        selection={[item]}
        context={context}
        variant="item"
        onAction={(action) => (action === 'rename' ? setDraft(item.name) : onAction(action))}
      />
    </header>
  );
}
