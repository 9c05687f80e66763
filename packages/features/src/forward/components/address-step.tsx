import { canUseInternational, type AddressTab } from '@portal/domain/forward-address';
import type { SelectAddressState } from '@portal/domain/forward-wizard';
import { canGoNext } from '@portal/domain/forward-wizard';
import { Button } from '@portal/ui/button';
import { EmptyState } from '@portal/ui/empty-state';
import { Select } from '@portal/ui/select';
import { Stack } from '@portal/ui/stack';
import { Text } from '@portal/ui/text';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAddresses, type SavedAddress } from '#shared/api/addresses.ts';
import { useFetchQuote } from '#forward/api/forward.ts';
import { AddressDialog } from '#shared/addresses/address-dialog.tsx';
import { AddressTabs } from '#shared/addresses/address-tabs.tsx';
import { DeleteAddressDialog } from '#shared/addresses/delete-address-dialog.tsx';
import { addressLine } from '#shared/addresses/address-line.ts';
import { StepActions } from '#forward/components/step-actions.tsx';
import * as styles from '#forward/components/forward.css.ts';
import type { ForwardWizard } from '#forward/wizard/use-forward-wizard.ts';

type AddressDialogState =
  | { kind: 'new' }
  | { kind: 'edit'; address: SavedAddress }
  | { kind: 'delete'; address: SavedAddress };

/**
 * §2 selectAddress: Domestic and International tabs (International only once photo ID is verified,
 * §6), the saved addresses of the tab, and New, Edit and Delete address.
 */
export function AddressStep({
  state,
  wizard,
}: {
  state: SelectAddressState;
  wizard: ForwardWizard;
}) {
  const intl = useIntl();
  const addresses = useAddresses();
  const fetchQuote = useFetchQuote();
  const [dialog, setDialog] = useState<AddressDialogState | null>(null);
  const [loadingServices, setLoadingServices] = useState(false);
  const [quoteFailed, setQuoteFailed] = useState(false);
  const chosen =
    addresses.find((address) => address.addressId === state.address?.addressId) ?? null;

  const select = (address: SavedAddress | null) =>
    wizard.dispatch({
      type: 'selectAddress',
      address: address && { addressId: address.addressId, domestic: address.domestic },
    });

  const next = async () => {
    if (!state.address) return;
    setLoadingServices(true);
    setQuoteFailed(false);
    try {
      const quotes = await fetchQuote(state.address.addressId, state.mailIds);
      wizard.dispatch({ type: 'next' }, { type: 'servicesLoaded', quotes });
    } catch {
      setQuoteFailed(true);
    } finally {
      setLoadingServices(false);
    }
  };

  const panel = (tab: AddressTab) => {
    const onTab = addresses.filter((address) => address.domestic === (tab === 'domestic'));
    return (
      <Stack space="md">
        {tab === 'international' && (
          <Text as="p" tone="secondary">
            <FormattedMessage id="forward.address.internationalNote" />
          </Text>
        )}
        {onTab.length === 0 ? (
          // Nothing to choose: the way on is a button in plain sight, not a disabled dropdown.
          <EmptyState
            title={
              <FormattedMessage
                id={
                  tab === 'domestic'
                    ? 'forward.address.emptyDomestic'
                    : 'forward.address.emptyInternational'
                }
              />
            }
            description={<FormattedMessage id="forward.address.emptyHint" />}
            action={
              <Button onClick={() => setDialog({ kind: 'new' })}>
                <FormattedMessage id="forward.address.add" />
              </Button>
            }
          />
        ) : (
          <>
            <Select
              label={intl.formatMessage({ id: 'forward.address.saved' })}
              placeholder={intl.formatMessage({
                id: 'forward.address.choose',
              })}
              options={onTab.map((address) => ({
                value: String(address.addressId),
                label: addressLine(address),
              }))}
              value={chosen && state.tab === tab ? String(chosen.addressId) : ''}
              onChange={(event) =>
                select(
                  onTab.find((address) => String(address.addressId) === event.target.value) ?? null,
                )
              }
            />
            <div className={styles.addressTools}>
              <Button variant="secondary" size="sm" onClick={() => setDialog({ kind: 'new' })}>
                <FormattedMessage id="forward.address.new" />
              </Button>
              <Button
                variant="secondary"
                size="sm"
                disabled={!chosen}
                onClick={() => chosen && setDialog({ kind: 'edit', address: chosen })}
              >
                <FormattedMessage id="forward.address.edit" />
              </Button>
              <Button
                variant="secondary"
                size="sm"
                disabled={!chosen}
                onClick={() => chosen && setDialog({ kind: 'delete', address: chosen })}
              >
                <FormattedMessage id="forward.address.delete" />
              </Button>
            </div>
          </>
        )}
      </Stack>
    );
  };

  return (
    <Stack space="md">
      <AddressTabs
        selected={state.tab}
        onSelect={(tab) => wizard.dispatch({ type: 'chooseTab', tab })}
        panel={panel}
        internationalLocked={
          canUseInternational(state)
            ? undefined
            : intl.formatMessage({ id: 'forward.address.internationalLocked' })
        }
      />
      {!canUseInternational(state) && (
        <Text as="p" tone="secondary">
          <FormattedMessage
            id="forward.address.verify"
            values={{
              // The verification screen comes with the settings; the server serves the app there.
              link: (text) => <a href="/Members/Account/Verification">{text}</a>,
            }}
          />
        </Text>
      )}
      {quoteFailed && (
        <Text as="p" tone="critical" role="alert">
          <FormattedMessage id="forward.service.unavailable" />
        </Text>
      )}
      <StepActions
        onBack={() => wizard.dispatch({ type: 'back' })}
        next={
          <Button
            disabled={!canGoNext(state)}
            loading={loadingServices}
            onClick={() => void next()}
          >
            <FormattedMessage id="forward.next" />
          </Button>
        }
      />
      {(dialog?.kind === 'new' || dialog?.kind === 'edit') && (
        <AddressDialog
          tab={state.tab}
          editing={dialog.kind === 'edit' ? dialog.address : null}
          onClose={() => setDialog(null)}
          onSaved={(saved) => {
            setDialog(null);
            select(saved);
          }}
        />
      )}
      <DeleteAddressDialog
        address={dialog?.kind === 'delete' ? dialog.address : null}
        onClose={() => setDialog(null)}
        onDeleted={() => select(null)}
      />
    </Stack>
  );
}
