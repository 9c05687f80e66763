import { PortalApiError } from '@portal/api-client/errors';
import {
  addressForTab,
  validateForwardAddress,
  type AddressDraft,
  type AddressTab,
} from '@portal/domain/forward-address';
import { QUOTA } from '@portal/domain/quotas';
import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import { Dialog } from '@portal/ui/dialog';
import { Select } from '@portal/ui/select';
import { Stack } from '@portal/ui/stack';
import { TextField } from '@portal/ui/text-field';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { domainResolver } from '#shared/forms/domain-resolver.ts';
import { showServerFieldError } from '#shared/forms/server-field-error.ts';
import { useFieldError } from '#shared/forms/use-field-error.ts';
import { useSaveAddress, type SavedAddress } from '#shared/api/addresses.ts';
import { useCountryOptions } from '#shared/addresses/country-options.ts';

interface AddressDialogProps {
  tab: AddressTab;
  /** The address to edit; null for a new one. */
  editing: SavedAddress | null;
  onSaved: (address: SavedAddress) => void;
  onClose: () => void;
}

const SERVER_FIELDS = {
  fullName: 'fullName',
  street: 'street',
  street2: 'street2',
  city: 'city',
  state: 'state',
  postcode: 'postcode',
  country: 'country',
  contactNumber: 'contactNumber',
} as const;

const draftOf = (address: SavedAddress | null): AddressDraft => ({
  fullName: address?.fullName ?? '',
  street: address?.street ?? '',
  street2: address?.street2 ?? '',
  city: address?.city ?? '',
  state: address?.state ?? '',
  postcode: address?.postcode ?? '',
  country: address && !address.domestic ? address.country : '',
  contactNumber: address?.contactNumber ?? '',
});

/**
 * New Address and Edit Address (§2 selectAddress): the address fields of §2; a domestic address is
 * always in Australia, an international one picks its country from the list of §3.
 */
export function AddressDialog({ tab, editing, onSaved, onClose }: AddressDialogProps) {
  const intl = useIntl();
  const errorText = useFieldError();
  const save = useSaveAddress();
  const countries = useCountryOptions({ abroadOnly: true });
  const resolver = useMemo(
    () => domainResolver<AddressDraft>((draft) => validateForwardAddress(draft, tab)),
    [tab],
  );
  const form = useForm<AddressDraft>({ defaultValues: draftOf(editing), resolver });
  const { errors, isSubmitting } = form.formState;

  const submit = async (draft: AddressDraft) => {
    try {
      const saved = await save.mutateAsync({
        ...addressForTab(draft, tab),
        addressId: editing?.addressId ?? 0,
        street2: draft.street2.trim() || null,
        contactNumber: draft.contactNumber.trim() || null,
      });
      onSaved(saved);
    } catch (error) {
      // A field the server refused shows its words there; anything else, the alert above.
      showServerFieldError(error, form.setError, SERVER_FIELDS);
    }
  };
  const label = (id: string) => intl.formatMessage({ id });

  return (
    <Dialog
      open
      onClose={onClose}
      title={<FormattedMessage id={editing ? 'forward.address.edit' : 'forward.address.new'} />}
      closeLabel={label('common.close')}
      size="md"
    >
      <Stack
        as="form"
        space="md"
        noValidate
        onSubmit={(event) => void form.handleSubmit(submit)(event)}
      >
        {save.isError && !Object.keys(errors).length && (
          <Alert tone="error">
            {save.error instanceof PortalApiError && save.error.code === 'address_limit_reached' ? (
              <FormattedMessage id="forward.address.limit" values={{ max: QUOTA.addresses }} />
            ) : (
              <FormattedMessage id="forward.address.saveFailed" />
            )}
          </Alert>
        )}
        <TextField
          label={label('forward.address.fullName')}
          autoComplete="name"
          {...form.register('fullName')}
          error={errorText(errors.fullName)}
        />
        <TextField
          label={label('forward.address.street')}
          autoComplete="address-line1"
          {...form.register('street')}
          error={errorText(errors.street)}
        />
        <TextField
          label={label('forward.address.street2')}
          autoComplete="address-line2"
          {...form.register('street2')}
          error={errorText(errors.street2)}
        />
        <TextField
          label={label('forward.address.city')}
          autoComplete="address-level2"
          {...form.register('city')}
          error={errorText(errors.city)}
        />
        <TextField
          label={label('forward.address.state')}
          autoComplete="address-level1"
          {...form.register('state')}
          error={errorText(errors.state)}
        />
        <TextField
          label={label('forward.address.postcode')}
          autoComplete="postal-code"
          inputMode={tab === 'domestic' ? 'numeric' : undefined}
          {...form.register('postcode')}
          error={errorText(errors.postcode)}
        />
        {tab === 'international' && (
          <Select
            label={label('forward.address.country')}
            placeholder={label('forward.address.chooseCountry')}
            options={countries}
            autoComplete="country-name"
            {...form.register('country')}
            error={errorText(errors.country)}
          />
        )}
        <TextField
          label={label('forward.address.phone')}
          type="tel"
          autoComplete="tel"
          description={tab === 'domestic' ? label('forward.address.phoneHint') : undefined}
          {...form.register('contactNumber')}
          error={errorText(errors.contactNumber)}
        />
        <Button type="submit" loading={isSubmitting}>
          <FormattedMessage id="forward.address.save" />
        </Button>
      </Stack>
    </Dialog>
  );
}
