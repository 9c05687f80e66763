import { validateNewPassword } from '@portal/domain/validation/password';
import { isBlank } from '@portal/domain/validation/form';
import { Button } from '@portal/ui/button';
import { Stack } from '@portal/ui/stack';
import { TextField } from '@portal/ui/text-field';
import { useRouter, useSearch } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { domainResolver } from '#shared/forms/domain-resolver.ts';
import { showServerFieldError } from '#shared/forms/server-field-error.ts';
import { useFieldError } from '#shared/forms/use-field-error.ts';
import { usePasswordField } from '#shared/forms/use-password-field.tsx';
import { LinkCheckingPage, NoticePage } from '#shared/notice-page.tsx';
import {
  becameLogin,
  invitationRefusal,
  useAcceptInvitation,
  useInvitation,
  type InvitationPreview,
} from '#join/api/invitation.ts';
import { JoinFrame, REFUSAL_NOTICES } from '#join/components/join-frame.tsx';
import { JoinWithLoginForm } from '#join/components/join-with-login-form.tsx';

/**
 * /JoinAccount?invitation=: a person invited to a shared mailroom sees who invited them to whose
 * mailbox and as what, then joins with their name and a password of their own, or with the
 * password of the login their email has already (issue 39, decision 105). A link
 * that is unknown, used, cancelled or out of date says which, and leads to the login.
 */
export function JoinAccountPage() {
  const { invitation = '' } = useSearch({ from: '/data/JoinAccount' });
  const preview = useInvitation(invitation);
  if (preview.isPending) return <LinkCheckingPage titleId="join.checking" />;
  if (preview.isError) {
    const refusal = invitationRefusal(preview.error);
    return (
      <NoticePage
        titleId="join.unusable"
        noticeId={refusal ? REFUSAL_NOTICES[refusal] : 'join.checkFailed'}
        tone="error"
      />
    );
  }
  // The email signs in to this brand already: its password adds this mailbox (decision 105).
  if (preview.data.hasLogin) {
    return <JoinWithLoginForm invitation={invitation} preview={preview.data} />;
  }
  return <JoinForm invitation={invitation} preview={preview.data} />;
}

interface JoinValues {
  name: string;
  password: string;
  repeat: string;
}

function JoinForm({ invitation, preview }: { invitation: string; preview: InvitationPreview }) {
  const intl = useIntl();
  const router = useRouter();
  const errorText = useFieldError();
  const accept = useAcceptInvitation();
  const form = useForm<JoinValues>({
    defaultValues: { name: '', password: '', repeat: '' },
    resolver: domainResolver<JoinValues>((values) => ({
      name: isBlank(values.name) ? 'validation.required' : undefined,
      ...validateNewPassword(values),
    })),
  });
  const { errors, isSubmitting } = form.formState;
  const passwordField = usePasswordField(form);

  const submit = async ({ name, password }: JoinValues) => {
    try {
      await accept.mutateAsync({ invitation, name: name.trim(), password });
      await router.navigate({ to: '/Members' });
    } catch (error) {
      showServerFieldError(error, form.setError, { name: 'name', password: 'password' });
    }
  };

  return (
    <JoinFrame
      preview={preview}
      // A login meanwhile is no failure: the page turns to that login's password.
      failure={errors.name || errors.password || becameLogin(accept.error) ? null : accept.error}
    >
      <Stack
        as="form"
        space="md"
        noValidate
        onSubmit={(event) => void form.handleSubmit(submit)(event)}
      >
        <TextField
          label={intl.formatMessage({ id: 'join.name' })}
          autoComplete="name"
          maxLength={100}
          {...form.register('name')}
          error={errorText(errors.name)}
        />
        {/* The email the invitation went to, for the password manager to file the new login under. */}
        <input type="hidden" name="username" autoComplete="username" value={preview.email} />
        {passwordField('password', 'join.password')}
        {passwordField('repeat', 'join.repeat')}
        <Button type="submit" loading={isSubmitting}>
          <FormattedMessage id="join.submit" />
        </Button>
      </Stack>
    </JoinFrame>
  );
}
