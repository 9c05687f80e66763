import { isEmailAddress } from '@portal/domain/validation/contact-form';
import { isBlank } from '@portal/domain/validation/form';
import type { TeamRole } from '@portal/domain/team-roles';
import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import { Dialog } from '@portal/ui/dialog';
import { RadioGroup } from '@portal/ui/radio-group';
import { Stack } from '@portal/ui/stack';
import { TextField } from '@portal/ui/text-field';
import { useToast } from '@portal/ui/toast';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { domainResolver } from '#shared/forms/domain-resolver.ts';
import { useProblemMessage } from '#shared/forms/problem-text.ts';
import { showServerFieldError } from '#shared/forms/server-field-error.ts';
import { useFieldError } from '#shared/forms/use-field-error.ts';
import { useInviteUser } from '#settings/api/team-users.ts';
import { roleChoices } from '#settings/components/team-role-options.ts';

interface Invite {
  email: string;
  role: TeamRole;
}

/**
 * Invites a person by email with a role. The server emails them a single-use link that works for
 * seven days; the dialog closes once it says the invitation is on its way.
 */
export function InviteUserDialog({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const toast = useToast();
  const errorText = useFieldError();
  const problemMessage = useProblemMessage();
  const invite = useInviteUser();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Invite>({
    defaultValues: { email: '', role: 'member' },
    resolver: domainResolver(({ email }) => {
      if (isBlank(email)) return { email: 'validation.required' };
      return isEmailAddress(email) ? {} : { email: 'validation.email.invalid' };
    }),
  });
  const { errors, isSubmitting } = form.formState;

  const submit = async (values: Invite) => {
    setFailure(null);
    try {
      const sent = await invite.mutateAsync({ ...values, email: values.email.trim() });
      toast(intl.formatMessage({ id: 'settings.users.invited' }, { email: sent.email }), {
        tone: 'success',
      });
      onClose();
    } catch (error) {
      if (!showServerFieldError(error, form.setError, { email: 'email', role: 'role' }))
        setFailure(problemMessage(error, 'settings.saveFailed'));
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={<FormattedMessage id="settings.users.inviteTitle" />}
      description={<FormattedMessage id="settings.users.inviteIntro" />}
      closeLabel={intl.formatMessage({ id: 'common.close' })}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            <FormattedMessage id="common.cancel" />
          </Button>
          <Button type="submit" form="invite-user" loading={isSubmitting}>
            <FormattedMessage id="settings.users.send" />
          </Button>
        </>
      }
    >
      <Stack
        as="form"
        id="invite-user"
        space="md"
        noValidate
        onSubmit={(event) => void form.handleSubmit(submit)(event)}
      >
        {failure && <Alert tone="error">{failure}</Alert>}
        <TextField
          label={intl.formatMessage({ id: 'settings.users.email' })}
          type="email"
          autoComplete="off"
          maxLength={254}
          {...form.register('email')}
          error={errorText(errors.email)}
        />
        <Controller
          control={form.control}
          name="role"
          render={({ field }) => (
            <RadioGroup
              label={intl.formatMessage({ id: 'settings.users.role' })}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              options={roleChoices(intl)}
              error={errorText(errors.role)}
            />
          )}
        />
      </Stack>
    </Dialog>
  );
}
