import { FOLDER } from '@portal/domain/folders';
import { dollarsToCents, type Cents } from '@portal/domain/money';
import { formatMoney } from '#shared/format-money.ts';
import { scanQuote } from '@portal/domain/scan-fee';
import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import { ConfirmDialog } from '@portal/ui/confirm-dialog';
import { Dialog } from '@portal/ui/dialog';
import { Select } from '@portal/ui/select';
import { Stack } from '@portal/ui/stack';
import { Text } from '@portal/ui/text';
import { TextArea } from '@portal/ui/text-area';
import { TextField } from '@portal/ui/text-field';
import { useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MailItem } from '#inbox/api/mail.ts';
import type { MailActionRequest } from '#inbox/api/mail-actions.ts';
import type { Folder } from '#inbox/api/folders.ts';

/** A dialog the toolbar opened, for the items it applies to. */
export type OpenDialog =
  | { kind: 'scan' | 'shred' | 'returnToSender' | 'email' | 'moveToFolder'; items: MailItem[] }
  | { kind: 'rescan' | 'rename'; item: MailItem };

/** The plan's scanning prices in cents, when the member's plan is known. */
export interface ScanPrices {
  envelopeScan: Cents;
  perLetter: Cents;
  perPage: Cents;
}

interface ActionDialogsProps {
  dialog: OpenDialog | null;
  busy: boolean;
  /** The member's balance in dollars, and their email for the Email dialog. */
  account: { balance: number; email: string };
  prices: ScanPrices | null;
  folders: readonly Folder[];
  /** Where the member last moved mail to: Move offers it first, unless the items are there. */
  lastMoveFolderId: number | undefined;
  onSubmit: (request: MailActionRequest) => void;
  onClose: () => void;
}

/** The questions some actions ask before they run: a reason, a name, an address, a price. */
export function ActionDialogs({ dialog, ...props }: ActionDialogsProps) {
  if (!dialog) return null;
  switch (dialog.kind) {
    case 'scan':
      return <ScanDialog items={dialog.items} {...props} />;
    case 'shred':
      return <ShredDialog items={dialog.items} {...props} />;
    case 'rescan':
      return <ReasonDialog kind="rescan" items={[dialog.item]} {...props} />;
    case 'returnToSender':
      return <ReasonDialog kind="returnToSender" items={dialog.items} {...props} />;
    case 'rename':
      return <RenameDialog item={dialog.item} {...props} />;
    case 'email':
      return <EmailDialog items={dialog.items} {...props} />;
    case 'moveToFolder':
      return <MoveDialog items={dialog.items} {...props} />;
  }
}

type Props = Omit<ActionDialogsProps, 'dialog'>;

/** A dialog around a form: its submit button runs the action. */
function FormDialog({
  title,
  submitLabel,
  onSubmit,
  onClose,
  busy,
  children,
  tone = 'primary',
}: {
  title: string;
  submitLabel: string;
  onSubmit: () => void;
  onClose: () => void;
  busy: boolean;
  children: ReactNode;
  tone?: 'primary' | 'danger';
}) {
  const intl = useIntl();
  const formId = `mail-action-${title.length}`;
  return (
    <Dialog
      open
      title={title}
      onClose={onClose}
      closeLabel={intl.formatMessage({ id: 'common.close' })}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {intl.formatMessage({ id: 'common.cancel' })}
          </Button>
          <Button type="submit" form={formId} variant={tone} loading={busy}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <Stack space="md">{children}</Stack>
      </form>
    </Dialog>
  );
}

/** §4 with the price first: what a scan costs and the balance it leaves, or that it cannot. */
function PriceNote({
  kind,
  items,
  account,
  prices,
}: {
  kind: 'scan' | 'rescan';
  items: number;
  account: Props['account'];
  prices: ScanPrices | null;
}) {
  const intl = useIntl();
  if (!prices)
    return <Text tone="secondary">{intl.formatMessage({ id: 'inbox.price.plan' })}</Text>;
  const money = (cents: Cents) => formatMoney(intl, cents);
  const quote = scanQuote(prices, items, kind, dollarsToCents(account.balance));
  return (
    <Stack space="sm">
      <Text>
        {intl.formatMessage(
          { id: quote.perItem ? 'inbox.price.scan' : 'inbox.price.rescan' },
          { perItem: money(quote.perItem), perPage: money(quote.perPage), items },
        )}
      </Text>
      <Text tone="secondary">
        {intl.formatMessage(
          { id: 'inbox.price.balanceAfter' },
          { balance: money(quote.balanceAfter) },
        )}
      </Text>
      {quote.unaffordable && (
        <Alert tone="error">
          <FormattedMessage
            id="inbox.price.unaffordable"
            values={{ link: (text) => <a href="/Members/Account/ManualPayment">{text}</a> }}
          />
        </Alert>
      )}
    </Stack>
  );
}

function ScanDialog({ items, onSubmit, ...props }: Props & { items: MailItem[] }) {
  const intl = useIntl();
  return (
    <FormDialog
      title={intl.formatMessage({ id: 'inbox.scan.title' }, { items: items.length })}
      submitLabel={intl.formatMessage({ id: 'mail.action.scan' })}
      onSubmit={() => onSubmit({ action: 'scan', items })}
      busy={props.busy}
      onClose={props.onClose}
    >
      <PriceNote kind="scan" items={items.length} account={props.account} prices={props.prices} />
    </FormDialog>
  );
}

function ShredDialog({ items, onSubmit, onClose, busy }: Props & { items: MailItem[] }) {
  const intl = useIntl();
  return (
    <ConfirmDialog
      open
      tone="danger"
      busy={busy}
      title={intl.formatMessage({ id: 'inbox.shred.title' }, { items: items.length })}
      message={intl.formatMessage({ id: 'inbox.shred.confirm' })}
      confirmLabel={intl.formatMessage({ id: 'mail.action.shred' })}
      cancelLabel={intl.formatMessage({ id: 'common.cancel' })}
      onConfirm={() => onSubmit({ action: 'shred', items })}
      onCancel={onClose}
    />
  );
}

/** Re-scan and Return to sender ask why; re-scanning also shows its price. */
function ReasonDialog({
  kind,
  items,
  onSubmit,
  ...props
}: Props & { kind: 'rescan' | 'returnToSender'; items: MailItem[] }) {
  const intl = useIntl();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [item] = items;
  const submit = () => {
    const text = reason.trim();
    if (!text) return setError(intl.formatMessage({ id: 'inbox.reason.blank' }));
    if (kind === 'rescan' && item) onSubmit({ action: 'rescan', item, reason: text });
    else onSubmit({ action: 'returnToSender', items, reason: text });
  };
  return (
    <FormDialog
      title={intl.formatMessage({ id: `inbox.${kind}.title` }, { items: items.length })}
      submitLabel={intl.formatMessage({
        id: kind === 'rescan' ? 'mail.action.rescan' : 'mail.action.returnToSender',
      })}
      onSubmit={submit}
      busy={props.busy}
      onClose={props.onClose}
    >
      {kind === 'rescan' && (
        <PriceNote kind="rescan" items={1} account={props.account} prices={props.prices} />
      )}
      <TextArea
        label={intl.formatMessage({ id: 'inbox.reason.label' })}
        value={reason}
        maxLength={500}
        rows={3}
        error={error}
        onChange={(event) => setReason(event.target.value)}
      />
    </FormDialog>
  );
}

function RenameDialog({ item, onSubmit, ...props }: Props & { item: MailItem }) {
  const intl = useIntl();
  const [name, setName] = useState(item.name);
  const [error, setError] = useState<string>();
  return (
    <FormDialog
      title={intl.formatMessage({ id: 'inbox.rename.title' })}
      submitLabel={intl.formatMessage({ id: 'mail.action.rename' })}
      onSubmit={() =>
        name.trim()
          ? onSubmit({ action: 'rename', item, name: name.trim() })
          : setError(intl.formatMessage({ id: 'inbox.rename.blank' }))
      }
      busy={props.busy}
      onClose={props.onClose}
    >
      <TextField
        label={intl.formatMessage({ id: 'inbox.rename.label' })}
        value={name}
        maxLength={200}
        error={error}
        onChange={(event) => setName(event.target.value)}
      />
    </FormDialog>
  );
}

/** §7 Email: the scans go to an address as attachments (at most 20 items). */
function EmailDialog({ items, onSubmit, ...props }: Props & { items: MailItem[] }) {
  const intl = useIntl();
  const [email, setEmail] = useState(props.account.email);
  const [subject, setSubject] = useState(
    items
      .map((item) => item.name)
      .join(', ')
      .slice(0, 200),
  );
  const [body, setBody] = useState('');
  const [errors, setErrors] = useState<{ email?: string; subject?: string }>({});
  const tooMany = items.length > 20;
  const submit = () => {
    const next = {
      email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())
        ? undefined
        : intl.formatMessage({ id: 'inbox.email.invalid' }),
      subject: subject.trim() ? undefined : intl.formatMessage({ id: 'inbox.email.noSubject' }),
    };
    setErrors(next);
    if (next.email || next.subject || tooMany) return;
    onSubmit({ action: 'email', items, email: email.trim(), subject: subject.trim(), body });
  };
  return (
    <FormDialog
      title={intl.formatMessage({ id: 'inbox.email.title' }, { items: items.length })}
      submitLabel={intl.formatMessage({ id: 'inbox.email.send' })}
      onSubmit={submit}
      busy={props.busy}
      onClose={props.onClose}
    >
      {tooMany && <Alert tone="error">{intl.formatMessage({ id: 'inbox.email.tooMany' })}</Alert>}
      <TextField
        label={intl.formatMessage({ id: 'inbox.email.to' })}
        type="email"
        autoComplete="email"
        value={email}
        error={errors.email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <TextField
        label={intl.formatMessage({ id: 'inbox.email.subject' })}
        value={subject}
        maxLength={200}
        error={errors.subject}
        onChange={(event) => setSubject(event.target.value)}
      />
      <TextArea
        label={intl.formatMessage({ id: 'inbox.email.message' })}
        value={body}
        maxLength={10_000}
        rows={4}
        onChange={(event) => setBody(event.target.value)}
      />
    </FormDialog>
  );
}

function MoveDialog({
  items,
  onSubmit,
  folders,
  lastMoveFolderId,
  busy,
  onClose,
}: Props & { items: MailItem[] }) {
  const intl = useIntl();
  const options = [
    { value: String(FOLDER.inbox), label: intl.formatMessage({ id: 'mail.folder.inbox' }) },
    ...folders.map((folder) => ({ value: String(folder.folderId), label: folder.name })),
  ];
  const [folderId, setFolderId] = useState(() => firstChoice(options, items, lastMoveFolderId));
  return (
    <FormDialog
      title={intl.formatMessage({ id: 'inbox.move.title' }, { items: items.length })}
      submitLabel={intl.formatMessage({ id: 'inbox.move.submit' })}
      onSubmit={() => onSubmit({ action: 'moveToFolder', items, folderId: Number(folderId) })}
      busy={busy}
      onClose={onClose}
    >
      <Select
        label={intl.formatMessage({ id: 'inbox.move.folder' })}
        options={options}
        value={folderId}
        onChange={(event) => setFolderId(event.target.value)}
      />
    </FormDialog>
  );
}

/**
 * The folder Move starts on: the last one used, else the first; never the folder every item is
 * already in, where moving would change nothing.
 */
function firstChoice(
  options: readonly { value: string }[],
  items: readonly MailItem[],
  lastMoveFolderId: number | undefined,
): string {
  const homes = new Set(items.map((item) => String(item.folderId ?? FOLDER.inbox)));
  const here = homes.size === 1 ? [...homes][0] : undefined;
  const last = options.find((option) => option.value === String(lastMoveFolderId));
  const choice = [last, ...options].find((option) => option && option.value !== here);
  return choice?.value ?? String(FOLDER.inbox);
}
