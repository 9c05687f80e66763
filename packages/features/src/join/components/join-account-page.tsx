import { validateNewPassword } from '@portal/domain/validation/password';
import { isBlank } from '@portal/domain/validation/form';
import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import { Stack } from '@portal/ui/stack';
import { Text } from '@portal/ui/text';
import { TextField } from '@portal/ui/text-field';
import { Link, useRouter, useSearch } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { domainResolver } from '#shared/forms/domain-resolver.ts';
import { useProblemMessage } from '#shared/forms/problem-text.ts';
import { showServerFieldError } from '#shared/forms/server-field-error.ts';
import { useFieldError } from '#shared/forms/use-field-error.ts';
import { usePasswordField } from '#shared/forms/use-password-field.tsx';
import { LinkCheckingPage, NoticePage } from '#shared/notice-page.tsx';
import { PublicPage } from '#shared/public-page.tsx';
import { useBrand } from '#shared/use-brand.ts';
import {
  invitationRefusal,
  useAcceptInvitation,
  useInvitation,
  type InvitationPreview,
  type InvitationRefusal,
} from '#join/api/invitation.ts';

const REFUSAL_NOTICES: Record<InvitationRefusal, string> = {
  invitation_not_found: 'join.notFound',
  invitation_used: 'join.used',
  invitation_expired: 'join.expired',
};

/**
 * /JoinAccount?invitation=: a person invited to a shared mailroom sees who invited them to whose
 * mailbox and as what, then joins with their name and a password of their own (issue 39). A link
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
  // Joining with a login this brand already has is not offered yet (decision 105).
  if (preview.data.hasLogin)
    return <NoticePage titleId="join.unusable" noticeId="join.hasLogin" tone="error" />;
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
  const brand = useBrand();
  const errorText = useFieldError();
  const problemMessage = useProblemMessage();
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
  const refusal = accept.isError ? invitationRefusal(accept.error) : null;

  const submit = async ({ name, password }: JoinValues) => {
    try {
      await accept.mutateAsync({ invitation, name: name.trim(), password });
      await router.navigate({ to: '/Members' });
    } catch (error) {
      showServerFieldError(error, form.setError, { name: 'name', password: 'password' });
    }
  };

  return (
    <PublicPage footer titleId="join.title" titleValues={{ name: preview.accountName }}>
      <Text as="p">
        <FormattedMessage
          id="join.intro"
          values={{
            inviter: preview.invitedBy,
            webpageName: brand.webpageName,
            role: preview.role,
            email: <strong>{preview.email}</strong>,
          }}
        />
      </Text>
      <Text as="p" tone="secondary" size="sm">
        <FormattedMessage id={`join.roleHelp.${preview.role}`} />
      </Text>
      {accept.isError && !errors.name && !errors.password && (
        <Alert tone="error">
          {refusal ? (
            <FormattedMessage id={REFUSAL_NOTICES[refusal]} />
          ) : (
            problemMessage(accept.error, 'join.failed')
          )}
        </Alert>
      )}
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
      <Text as="p" size="sm" tone="secondary">
        <FormattedMessage
          id="join.expires"
          values={{
            date: intl.formatDate(preview.expiresAt, { dateStyle: 'long' }),
            link: (chunks) => <Link to="/Login">{chunks}</Link>,
          }}
        />
      </Text>
    </PublicPage>
  );
}
