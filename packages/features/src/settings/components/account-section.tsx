import { PortalApiError } from '@portal/api-client/errors';
import { validateContactForm } from '@portal/domain/validation/contact-form';
import { LOCALES, type Locale } from '@portal/i18n/locale';
import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import { Column, Columns } from '@portal/ui/columns';
import { PasswordField } from '@portal/ui/password-field';
import { Select } from '@portal/ui/select';
import { Stack } from '@portal/ui/stack';
import { TextField } from '@portal/ui/text-field';
import { useToast } from '@portal/ui/toast';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAccount } from '#shared/api/account.ts';
import { useCountryOptions } from '#shared/addresses/country-options.ts';
import { domainResolver } from '#shared/forms/domain-resolver.ts';
import { useLeaveGuard } from '#shared/forms/leave-guard.tsx';
import { showServerFieldError } from '#shared/forms/server-field-error.ts';
import { useFieldError } from '#shared/forms/use-field-error.ts';
import type { Account } from '#shared/session.ts';
import { useLocale } from '#shared/use-locale.ts';
import { useTimeZoneOptions } from '#settings/components/time-zone-options.ts';
import { useUpdateAccount, type AccountUpdate } from '#settings/api/account-settings.ts';

/** The form's values: every contact and billing field as text (blank for a null). */
type ContactValues = { [Field in keyof AccountUpdate]-?: string };

/** Whether the form asks to sign in with another address, which needs the current password. */
const changesEmail = (account: Account, email: string) =>
  email.trim().toLowerCase() !== account.email.toLowerCase();

const valuesOf = (account: Account): ContactValues => ({
  firstName: account.firstName,
  lastName: account.lastName,
  email: account.email,
  phoneNumber: account.phoneNumber ?? '',
  companyName: account.companyName ?? '',
  accountName: account.accountName,
  address1: account.address1,
  address2: account.address2 ?? '',
  city: account.city,
  postcode: account.postcode,
  state: account.state,
  country: account.country,
  language: account.language,
  timeZone: account.timeZone,
  currentPassword: '',
});

/**
 * What UpdateAccount is sent: trimmed, with a blank optional field as null, and the current
 * password only with a new email.
 */
const updateOf = (account: Account, values: ContactValues): AccountUpdate => {
  const optional = (text: string) => text.trim() || null;
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    phoneNumber: optional(values.phoneNumber),
    companyName: optional(values.companyName),
    accountName: values.accountName.trim(),
    address1: values.address1.trim(),
    address2: optional(values.address2),
    city: values.city.trim(),
    postcode: values.postcode.trim(),
    state: values.state.trim(),
    country: values.country,
    language: values.language as Locale,
    timeZone: values.timeZone,
    ...(changesEmail(account, values.email) ? { currentPassword: values.currentPassword } : {}),
  };
};

const SERVER_FIELDS = {
  firstName: 'firstName',
  lastName: 'lastName',
  email: 'email',
  phoneNumber: 'phoneNumber',
  companyName: 'companyName',
  accountName: 'accountName',
  address1: 'address1',
  address2: 'address2',
  city: 'city',
  postcode: 'postcode',
  state: 'state',
  country: 'country',
  language: 'language',
  timeZone: 'timeZone',
} as const;

/**
 * §2 Account: the contact and billing form (§5: first, last and billing name required, the banner
 * 'Some fields were invalid'). Saving a new language shows the portal in it at once and keeps it
 * in the locale cookie; a new time zone moves every date and time shown. A new email asks for the current password and waits, shown above the
 * form, until the member opens the link sent to it (decision 081).
 */
export function AccountSection() {
  const intl = useIntl();
  const toast = useToast();
  const errorText = useFieldError();
  const account = useAccount();
  const { setLocale } = useLocale();
  const update = useUpdateAccount();
  const countries = useCountryOptions();
  const timeZones = useTimeZoneOptions(account.timeZone);
  const defaultValues = useMemo(() => valuesOf(account), [account]);
  const resolver = useMemo(
    () =>
      domainResolver<ContactValues>((values) => ({
        ...validateContactForm(values),
        ...(changesEmail(account, values.email) && !values.currentPassword
          ? { currentPassword: 'validation.required' as const }
          : {}),
      })),
    [account],
  );
  const form = useForm<ContactValues>({ defaultValues, resolver });
  const typedEmail = useWatch({ control: form.control, name: 'email' });
  const { errors, isSubmitting, isDirty } = form.formState;
  const leaveGuard = useLeaveGuard(isDirty && !isSubmitting);
  const invalid = Object.keys(errors).length > 0;
  const label = (id: string) => intl.formatMessage({ id });
  // An account whose country is not in the list keeps it as a choice.
  const countryOptions = countries.some((option) => option.value === account.country)
    ? countries
    : [{ value: account.country, label: account.country }, ...countries];

  const submit = async (values: ContactValues) => {
    try {
      const saved = await update.mutateAsync(updateOf(account, values));
      form.reset(valuesOf(saved));
      if (saved.language !== account.language) setLocale(saved.language);
      toast(intl.formatMessage({ id: 'settings.saved' }), { tone: 'success' });
    } catch (error) {
      if (error instanceof PortalApiError && error.code === 'current_password_wrong') {
        form.setError(
          'currentPassword',
          { type: 'wrong', message: 'settings.contact.currentPasswordWrong' },
          { shouldFocus: true },
        );
        return;
      }
      if (!showServerFieldError(error, form.setError, SERVER_FIELDS)) {
        toast(intl.formatMessage({ id: 'settings.saveFailed' }), { tone: 'error' });
      }
    }
  };

  const field = (
    name: keyof ContactValues,
    id: string,
    autoComplete: string,
    type?: 'email' | 'tel',
  ) => (
    <TextField
      label={label(id)}
      type={type}
      autoComplete={autoComplete}
      {...form.register(name)}
      error={errorText(errors[name])}
    />
  );

  return (
    <Stack
      as="form"
      space="md"
      noValidate
      onSubmit={(event) => void form.handleSubmit(submit)(event)}
    >
      {invalid && (
        <Alert tone="error">
          <FormattedMessage id="validation.form.invalid" />
        </Alert>
      )}
      {account.pendingEmail && (
        <Alert tone="info">
          <FormattedMessage
            id="settings.contact.pendingEmail"
            values={{ pending: account.pendingEmail, email: account.email }}
          />
        </Alert>
      )}
      <Columns collapseBelow="tablet">
        <Column width="fill">
          {field('firstName', 'settings.contact.firstName', 'given-name')}
        </Column>
        <Column width="fill">
          {field('lastName', 'settings.contact.lastName', 'family-name')}
        </Column>
      </Columns>
      {field('accountName', 'settings.contact.accountName', 'billing name')}
      {field('companyName', 'settings.contact.companyName', 'organization')}
      {field('email', 'settings.contact.email', 'email', 'email')}
      {changesEmail(account, typedEmail) && (
        <PasswordField
          label={label('settings.contact.currentPassword')}
          description={label('settings.contact.currentPasswordHint')}
          showPasswordLabel={label('common.showPassword')}
          autoComplete="current-password"
          {...form.register('currentPassword')}
          error={errorText(errors.currentPassword)}
        />
      )}
      {field('phoneNumber', 'settings.contact.phone', 'tel', 'tel')}
      {field('address1', 'settings.contact.address1', 'billing address-line1')}
      {field('address2', 'settings.contact.address2', 'billing address-line2')}
      <Columns collapseBelow="tablet">
        <Column width="fill">
          {field('city', 'settings.contact.city', 'billing address-level2')}
        </Column>
        <Column width="fill">
          {field('postcode', 'settings.contact.postcode', 'billing postal-code')}
        </Column>
      </Columns>
      <Columns collapseBelow="tablet">
        <Column width="fill">
          {field('state', 'settings.contact.state', 'billing address-level1')}
        </Column>
        <Column width="fill">
          <Select
            label={label('settings.contact.country')}
            options={countryOptions}
            autoComplete="billing country-name"
            {...form.register('country')}
            error={errorText(errors.country)}
          />
        </Column>
      </Columns>
      <Select
        label={label('settings.contact.language')}
        description={label('settings.contact.languageHint')}
        options={LOCALES.map((language) => ({
          value: language,
          label: intl.formatMessage({ id: `language.${language}` }),
        }))}
        autoComplete="language"
        {...form.register('language')}
      />
      <Select
        label={label('account.timeZone.label')}
        description={label('account.timeZone.hint')}
        options={timeZones}
        {...form.register('timeZone')}
        error={errorText(errors.timeZone)}
      />
      <div>
        <Button type="submit" loading={isSubmitting}>
          <FormattedMessage id="common.save" />
        </Button>
      </div>
      {leaveGuard}
    </Stack>
  );
}
