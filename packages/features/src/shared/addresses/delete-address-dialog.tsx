import { ConfirmDialog } from '@portal/ui/confirm-dialog';
import { useToast } from '@portal/ui/toast';
import { FormattedMessage, useIntl } from 'react-intl';
import { addressLine } from '#shared/addresses/address-line.ts';
import { useDeleteAddress, type SavedAddress } from '#shared/api/addresses.ts';

/**
 * Asks before deleting a saved address (open while `address` is set) and deletes it; a refusal is
 * a toast. The forward wizard and the Addresses section both use it.
 */
export function DeleteAddressDialog({
  address,
  onClose,
  onDeleted,
}: {
  address: SavedAddress | null;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const intl = useIntl();
  const toast = useToast();
  const remove = useDeleteAddress();
  return (
    <ConfirmDialog
      open={address !== null}
      title={<FormattedMessage id="forward.address.delete" />}
      message={
        <FormattedMessage
          id="forward.address.deleteConfirm"
          values={{ address: address ? addressLine(address) : '' }}
        />
      }
      confirmLabel={intl.formatMessage({ id: 'forward.address.delete' })}
      cancelLabel={intl.formatMessage({ id: 'common.cancel' })}
      tone="danger"
      busy={remove.isPending}
      onCancel={onClose}
      onConfirm={() => {
        if (!address) return;
        remove.mutate(address.addressId, {
          onSuccess: onDeleted,
          onError: () =>
            toast(intl.formatMessage({ id: 'forward.address.deleteFailed' }), { tone: 'error' }),
          onSettled: onClose,
        });
      }}
    />
  );
}
