import { PasswordField } from '@portal/ui/password-field';
import type { FieldError, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useFieldError } from '#shared/forms/use-field-error.ts';

/**
 * A form's password fields, each with its label, the show-password toggle and its error: the new
 * password and its repeat of the reset, change and join forms, and a current password.
 */
export function usePasswordField<Values extends FieldValues>(form: UseFormReturn<Values>) {
  const intl = useIntl();
  const errorText = useFieldError();
  return (name: Path<Values>, labelId: string, autoComplete = 'new-password') => (
    <PasswordField
      showPasswordLabel={intl.formatMessage({ id: 'common.showPassword' })}
      label={intl.formatMessage({ id: labelId })}
      autoComplete={autoComplete}
      {...form.register(name)}
      error={errorText(form.formState.errors[name] as FieldError | undefined)}
    />
  );
}
