import { Alert } from '@portal/ui/alert';
import { ConfirmDialog } from '@portal/ui/confirm-dialog';
import { FormattedMessage, useIntl } from 'react-intl';
import { useRemoveCardMutation, type SavedCard } from '#shared/payment-card/api/card-on-file.ts';
import { useCardName } from '#shared/payment-card/card-on-file.tsx';

/** Asks before forgetting the card, saying what stops with it: automatic top-ups. */
export function RemoveCardDialog({
  card,
  open,
  onClose,
}: {
  card: SavedCard;
  open: boolean;
  onClose: () => void;
}) {
  const intl = useIntl();
  const cardName = useCardName();
  const remove = useRemoveCardMutation();
  return (
    <ConfirmDialog
      open={open}
      tone="danger"
      title={<FormattedMessage id="cardOnFile.removeTitle" values={{ card: cardName(card) }} />}
      message={<FormattedMessage id="cardOnFile.removeMessage" />}
      confirmLabel={intl.formatMessage({ id: 'cardOnFile.removeConfirm' })}
      cancelLabel={intl.formatMessage({ id: 'common.cancel' })}
      busy={remove.isPending}
      onCancel={onClose}
      onConfirm={() => remove.mutate(undefined, { onSuccess: onClose })}
    >
      {remove.isError && (
        <Alert tone="error">
          <FormattedMessage id="cardOnFile.removeFailed" />
        </Alert>
      )}
    </ConfirmDialog>
  );
}
