import { PortalApiError } from '@portal/api-client/errors';
import {
  isEmailAddress,
  validateSignupForm,
  type SignupForm,
} from '@portal/domain/validation/contact-form';
import { PASSWORD_MIN_LENGTH } from '@portal/domain/validation/password';
import { isLocale, LOCALES } from '@portal/i18n/locale';
import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import { Heading } from '@portal/ui/heading';
import { PasswordField } from '@portal/ui/password-field';
import { Select } from '@portal/ui/select';
import { Stack } from '@portal/ui/stack';
import { TextField } from '@portal/ui/text-field';
import { useSearch } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useCountryOptions } from '#shared/addresses/country-options.ts';
import { domainResolver } from '#shared/forms/domain-resolver.ts';
import { showServerFieldError } from '#shared/forms/server-field-error.ts';
import { useFieldError } from '#shared/forms/use-field-error.ts';
import { useLocale } from '#shared/use-locale.ts';
import { useEmailAvailability, useSignupMutation } from '#signup/api/registration.ts';
import { PasswordMeter } from '#signup/components/password-meter.tsx';
import * as styles from '#signup/components/signup.css.ts';
import type { AccountDraft, SignupProgress } from '#signup/wizard/signup-storage.ts';
import type { SignupWizard } from '#signup/wizard/use-signup-wizard.ts';

type AccountFields = AccountDraft & Pick<SignupForm, 'password' | 'repeatPassword'>;

/** The fields the server may name in an `invalid_field` answer, and the ones it names them by. */
const SERVER_FIELDS: Record<string, keyof AccountFields> = {
  firstName: 'firstName',
  lastName: 'lastName',
  email: 'email',
  accountName: 'accountName',
  password: 'password',
  phoneNumber: 'phoneNumber',
  postcode: 'postcode',
};

const blankToNull = (text: string) => text.trim() || null;

interface AccountStepProps {
  wizard: SignupWizard;
  onDone: (change: Partial<SignupProgress>) => void;
}

/**
 * The account details step: the contact form's signup variant (§2, §5), prefilled from the link,
 * with the email's availability asked on blur and the password's rules shown before submitting.
 * What was typed (never the passwords) is kept in this tab as it is typed.
 */
export function AccountStep({ wizard, onDone }: AccountStepProps) {
  const intl = useIntl();
  const countryOptions = useCountryOptions();
  const errorText = useFieldError();
  const { locale, setLocale } = useLocale();
  const search = useSearch({ from: '/data/signup' });
  const isAvailable = useEmailAvailability();
  const signup = useSignupMutation();
  // The server's answers so far, by address (a cache, not state to render): the resolver treats a
  // taken one as invalid.
  const [availability] = useState(() => new Map<string, boolean | undefined>());
  const [failure, setFailure] = useState<'tooMany' | 'error' | null>(null);
  const draft = wizard.progress.draft ?? {};
  const form = useForm<AccountFields>({
    defaultValues: {
      firstName: search.firstName ?? draft.firstName ?? '',
      lastName: search.lastName ?? draft.lastName ?? '',
      email: search.email ?? draft.email ?? '',
      phoneNumber: draft.phoneNumber ?? '',
      companyName: draft.companyName ?? '',
      accountName: draft.accountName ?? '',
      address1: draft.address1 ?? '',
      address2: draft.address2 ?? '',
      city: draft.city ?? '',
      state: draft.state ?? '',
      postcode: draft.postcode ?? '',
      country: draft.country ?? 'Australia',
      language: draft.language ?? locale,
      password: '',
      repeatPassword: '',
    },
    resolver: domainResolver<AccountFields>((values) =>
      validateSignupForm(values, availability.get(values.email.trim().toLowerCase())),
    ),
  });
  const { errors, isSubmitting, submitCount } = form.formState;
  const values = useWatch({ control: form.control });
  const password = values.password ?? '';

  // Keep what was typed, so leaving the page and coming back loses nothing but the passwords
  // (JSON leaves out what is undefined).
  const typedDraft = JSON.stringify({ ...values, password: undefined, repeatPassword: undefined });
  const { update } = wizard;
  useEffect(() => {
    update({ draft: JSON.parse(typedDraft) as Partial<AccountDraft> });
  }, [typedDraft, update]);

  const checkEmail = async (typedEmail: string) => {
    const email = typedEmail.trim().toLowerCase();
    if (!isEmailAddress(email)) {
      await form.trigger('email');
      return;
    }
    if (!availability.has(email)) availability.set(email, await isAvailable(email));
    await form.trigger('email');
  };

  const submit = async (fields: AccountFields) => {
    setFailure(null);
    try {
      const account = await signup.mutateAsync({
        firstName: fields.firstName.trim(),
        lastName: fields.lastName.trim(),
        email: fields.email.trim(),
        phoneNumber: blankToNull(fields.phoneNumber),
        companyName: blankToNull(fields.companyName),
        accountName: fields.accountName.trim(),
        address1: fields.address1.trim(),
        address2: blankToNull(fields.address2),
        city: fields.city.trim(),
        state: fields.state.trim(),
        postcode: fields.postcode.trim(),
        country: fields.country,
        language: isLocale(fields.language) ? fields.language : locale,
        password: fields.password,
      });
      onDone({ userCode: account.userCode, draft: undefined });
    } catch (error) {
      if (showServerFieldError(error, form.setError, SERVER_FIELDS)) return;
      setFailure(error instanceof PortalApiError && error.status === 429 ? 'tooMany' : 'error');
    }
  };

  const label = (id: string) => intl.formatMessage({ id });
  const showInvalid = submitCount > 0 && Object.keys(errors).length > 0;

  return (
    <Stack
      as="form"
      space="lg"
      noValidate
      onSubmit={(event) => void form.handleSubmit(submit)(event)}
    >
      <Heading level={2} size={3} id="signup-step-heading">
        <FormattedMessage id="signup.account.title" />
      </Heading>
      {showInvalid && (
        <Alert tone="error">
          <FormattedMessage id="validation.form.invalid" />
        </Alert>
      )}
      {failure && (
        <Alert tone="error">
          <FormattedMessage id={failure === 'tooMany' ? 'signup.tooMany' : 'common.error'} />
        </Alert>
      )}
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>
          <FormattedMessage id="signup.account.you" />
        </legend>
        <div className={styles.pair}>
          <TextField
            label={label('signup.firstName')}
            autoComplete="given-name"
            {...form.register('firstName')}
            error={errorText(errors.firstName)}
          />
          <TextField
            label={label('signup.lastName')}
            autoComplete="family-name"
            {...form.register('lastName')}
            error={errorText(errors.lastName)}
          />
        </div>
        <div className={styles.pair}>
          <TextField
            label={label('signup.email')}
            type="email"
            autoComplete="email"
            {...form.register('email', { onBlur: (event) => checkEmail(event.target.value) })}
            error={errorText(errors.email)}
          />
          <TextField
            label={label('signup.phone')}
            type="tel"
            autoComplete="tel"
            {...form.register('phoneNumber')}
            error={errorText(errors.phoneNumber)}
          />
        </div>
        <Select
          label={label('signup.language')}
          options={LOCALES.map((value) => ({ value, label: label(`language.${value}`) }))}
          {...form.register('language', {
            // The wizard speaks the language chosen for the account.
            onChange: (event) => {
              if (isLocale(event.target.value)) setLocale(event.target.value);
            },
          })}
        />
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>
          <FormattedMessage id="signup.account.billing" />
        </legend>
        <div className={styles.pair}>
          <TextField
            label={label('signup.accountName')}
            autoComplete="name"
            {...form.register('accountName')}
            error={errorText(errors.accountName)}
          />
          <TextField
            label={label('signup.companyName')}
            autoComplete="organization"
            {...form.register('companyName')}
          />
        </div>
        <TextField
          label={label('signup.address1')}
          autoComplete="address-line1"
          {...form.register('address1')}
        />
        <TextField
          label={label('signup.address2')}
          autoComplete="address-line2"
          {...form.register('address2')}
        />
        <div className={styles.pair}>
          <TextField
            label={label('signup.city')}
            autoComplete="address-level2"
            {...form.register('city')}
          />
          <TextField
            label={label('signup.state')}
            autoComplete="address-level1"
            {...form.register('state')}
          />
        </div>
        <div className={styles.pair}>
          <TextField
            label={label('signup.postcode')}
            autoComplete="postal-code"
            {...form.register('postcode')}
            error={errorText(errors.postcode)}
          />
          <Select
            label={label('signup.country')}
            autoComplete="country-name"
            options={countryOptions}
            {...form.register('country')}
          />
        </div>
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>
          <FormattedMessage id="signup.account.password" />
        </legend>
        <Stack space="xs">
          <PasswordField
            label={label('signup.password')}
            autoComplete="new-password"
            showPasswordLabel={label('common.showPassword')}
            description={intl.formatMessage(
              { id: 'signup.passwordRules' },
              { length: PASSWORD_MIN_LENGTH },
            )}
            {...form.register('password')}
            error={errorText(errors.password)}
          />
          <PasswordMeter
            password={password}
            personal={[values.email ?? '', values.firstName ?? '', values.lastName ?? '']}
          />
        </Stack>
        <PasswordField
          label={label('signup.repeatPassword')}
          autoComplete="new-password"
          showPasswordLabel={label('common.showPassword')}
          {...form.register('repeatPassword')}
          error={errorText(errors.repeatPassword)}
        />
      </fieldset>
      <div className={styles.actions}>
        <Button type="submit" loading={isSubmitting} className={styles.forward}>
          <FormattedMessage id="signup.account.submit" />
        </Button>
      </div>
    </Stack>
  );
}
