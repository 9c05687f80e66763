import type { AddressTab } from '@portal/domain/forward-address';
import { Button } from '@portal/ui/button';
import { Stack } from '@portal/ui/stack';
import { Text } from '@portal/ui/text';
import { useToast } from '@portal/ui/toast';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { AddressDialog } from '#shared/addresses/address-dialog.tsx';
import { AddressTabs } from '#shared/addresses/address-tabs.tsx';
import { DeleteAddressDialog } from '#shared/addresses/delete-address-dialog.tsx';
import { useAddresses, type SavedAddress } from '#shared/api/addresses.ts';
import * as styles from '#settings/components/settings.css.ts';

type Dialog =
  | { kind: 'new'; tab: AddressTab }
  | { kind: 'edit'; address: SavedAddress }
  | { kind: 'delete'; address: SavedAddress };

const tabOf = (address: SavedAddress): AddressTab =>
  address.domestic ? 'domestic' : 'international';

/**
 * §2 Addresses: the member's delivery addresses, at home and abroad, with the forward wizard's
 * own dialog and rules (§2 selectAddress) to add, edit and delete them.
 */
export function AddressesSection() {
  const intl = useIntl();
  const toast = useToast();
  const addresses = useAddresses();
  const [tab, setTab] = useState<AddressTab>('domestic');
  const [dialog, setDialog] = useState<Dialog | null>(null);

  const panel = (panelTab: AddressTab) => {
    const onTab = addresses.filter((address) => tabOf(address) === panelTab);
    return (
      <Stack space="md">
        {onTab.length === 0 ? (
          <Text as="p" tone="secondary">
            <FormattedMessage id="settings.addresses.none" />
          </Text>
        ) : (
          <ul className={styles.list}>
            {onTab.map((address) => (
              <AddressRow
                key={address.addressId}
                address={address}
                onEdit={() => setDialog({ kind: 'edit', address })}
                onDelete={() => setDialog({ kind: 'delete', address })}
              />
            ))}
          </ul>
        )}
        <div>
          <Button variant="secondary" onClick={() => setDialog({ kind: 'new', tab: panelTab })}>
            <FormattedMessage id="forward.address.new" />
          </Button>
        </div>
      </Stack>
    );
  };

  return (
    <Stack space="md">
      <Text as="p">
        <FormattedMessage id="settings.addresses.intro" />
      </Text>
      <AddressTabs selected={tab} onSelect={setTab} panel={panel} />
      {(dialog?.kind === 'new' || dialog?.kind === 'edit') && (
        <AddressDialog
          tab={dialog.kind === 'new' ? dialog.tab : tabOf(dialog.address)}
          editing={dialog.kind === 'edit' ? dialog.address : null}
          onClose={() => setDialog(null)}
          onSaved={() => {
            setDialog(null);
            toast(intl.formatMessage({ id: 'settings.addresses.saved' }), { tone: 'success' });
          }}
        />
      )}
      <DeleteAddressDialog
        address={dialog?.kind === 'delete' ? dialog.address : null}
        onClose={() => setDialog(null)}
      />
    </Stack>
  );
}

/** One address as it is written on an envelope, with its Edit and Delete buttons. */
function AddressRow({
  address,
  onEdit,
  onDelete,
}: {
  address: SavedAddress;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const textId = useId();
  const place = [address.city, address.state, address.postcode].filter(Boolean).join(' ');
  const lines = [
    address.street,
    address.street2,
    place,
    address.domestic ? null : address.country,
    address.contactNumber,
  ].filter(Boolean);
  return (
    <li className={styles.row} aria-labelledby={textId}>
      <div className={styles.rowText} id={textId}>
        <Text as="p" weight="strong">
          {address.fullName}
        </Text>
        {lines.map((line, index) => (
          <Text as="p" tone="secondary" key={index}>
            {line}
          </Text>
        ))}
      </div>
      <div className={styles.rowActions}>
        <Button variant="secondary" size="sm" onClick={onEdit} aria-describedby={textId}>
          <FormattedMessage id="forward.address.edit" />
        </Button>
        <Button variant="secondary" size="sm" onClick={onDelete} aria-describedby={textId}>
          <FormattedMessage id="forward.address.delete" />
        </Button>
      </div>
    </li>
  );
}
