import { requireFields } from '@portal/domain/validation/form';
import { validateNewPassword } from '@portal/domain/validation/password';
import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import { Dialog } from '@portal/ui/dialog';
import { Stack } from '@portal/ui/stack';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { domainResolver } from '#shared/forms/domain-resolver.ts';
import { showServerFieldError } from '#shared/forms/server-field-error.ts';
import { usePasswordField } from '#shared/forms/use-password-field.tsx';
import { useChangePassword } from '#settings/api/account-settings.ts';

/** §9: the dialog closes this long after 'Password changed'. */
export const PASSWORD_DIALOG_CLOSE_MS = 2000;

interface PasswordValues {
  current: string;
  password: string;
  repeat: string;
}

const resolver = domainResolver<PasswordValues>((values) => ({
  ...requireFields(values, ['current']),
  ...validateNewPassword(values),
}));

/**
 * §5 Change password: the current password, then the new one twice ('Passwords do not match').
 * A refusal says 'Unable to change password', a new password too easy to guess says so on its
 * field (decision 081); success says 'Password changed' and the dialog
 * closes 2 s later. The member's other browsers are logged out by the server.
 */
export function ChangePasswordDialog({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const change = useChangePassword();
  const [outcome, setOutcome] = useState<'changed' | 'failed' | null>(null);
  const form = useForm<PasswordValues>({
    defaultValues: { current: '', password: '', repeat: '' },
    resolver,
  });
  const { isSubmitting } = form.formState;

  useEffect(() => {
    if (outcome !== 'changed') return;
    const timer = setTimeout(onClose, PASSWORD_DIALOG_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [outcome, onClose]);

  const submit = async (values: PasswordValues) => {
    setOutcome(null);
    try {
      await change.mutateAsync({ oldPassword: values.current, newPassword: values.password });
      setOutcome('changed');
    } catch (error) {
      // Too easy to guess: said on the new password's field, in the member's language.
      if (!showServerFieldError(error, form.setError, { newPassword: 'password' })) {
        setOutcome('failed');
      }
    }
  };

  const field = usePasswordField(form);

  return (
    <Dialog
      open
      onClose={onClose}
      title={<FormattedMessage id="settings.password.title" />}
      closeLabel={intl.formatMessage({ id: 'common.close' })}
      size="sm"
    >
      {outcome === 'changed' ? (
        <Alert tone="success">
          <FormattedMessage id="settings.password.changed" />
        </Alert>
      ) : (
        <Stack
          as="form"
          space="md"
          noValidate
          onSubmit={(event) => void form.handleSubmit(submit)(event)}
        >
          {outcome === 'failed' && (
            <Alert tone="error">
              <FormattedMessage id="settings.password.failed" />
            </Alert>
          )}
          {field('current', 'settings.password.current', 'current-password')}
          {field('password', 'settings.password.new', 'new-password')}
          {field('repeat', 'settings.password.repeat', 'new-password')}
          <Button type="submit" loading={isSubmitting}>
            <FormattedMessage id="settings.password.submit" />
          </Button>
        </Stack>
      )}
    </Dialog>
  );
}
