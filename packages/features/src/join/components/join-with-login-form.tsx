import { isBlank } from '@portal/domain/validation/form';
import { Button } from '@portal/ui/button';
import { Stack } from '@portal/ui/stack';
import { Text } from '@portal/ui/text';
import { useRouter } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import { domainResolver } from '#shared/forms/domain-resolver.ts';
import { showServerFieldError } from '#shared/forms/server-field-error.ts';
import { usePasswordField } from '#shared/forms/use-password-field.tsx';
import { useBrand } from '#shared/use-brand.ts';
import { useAcceptInvitation, type InvitationPreview } from '#join/api/invitation.ts';
import { JoinFrame } from '#join/components/join-frame.tsx';

/**
 * The invited email signs in to this brand already (decision 105): its password adds the
 * inviting mailbox to that login, and the person lands in it. A wrong password is said on the
 * field.
 */
export function JoinWithLoginForm({
  invitation,
  preview,
}: {
  invitation: string;
  preview: InvitationPreview;
}) {
  const router = useRouter();
  const brand = useBrand();
  const accept = useAcceptInvitation();
  const form = useForm<{ password: string }>({
    defaultValues: { password: '' },
    resolver: domainResolver<{ password: string }>((values) => ({
      password: isBlank(values.password) ? 'validation.required' : undefined,
    })),
  });
  const { errors, isSubmitting } = form.formState;
  const passwordField = usePasswordField(form);

  const submit = async ({ password }: { password: string }) => {
    try {
      await accept.mutateAsync({ invitation, password });
      await router.navigate({ to: '/Members' });
    } catch (error) {
      showServerFieldError(error, form.setError, { password: 'password' });
    }
  };

  return (
    <JoinFrame preview={preview} failure={errors.password ? null : accept.error}>
      <Text as="p">
        <FormattedMessage
          id="join.existingLogin"
          values={{
            webpageName: brand.webpageName,
            email: <strong>{preview.email}</strong>,
            name: preview.accountName,
          }}
        />
      </Text>
      <Stack
        as="form"
        space="md"
        noValidate
        onSubmit={(event) => void form.handleSubmit(submit)(event)}
      >
        <input type="hidden" name="username" autoComplete="username" value={preview.email} />
        {passwordField('password', 'join.yourPassword', 'current-password')}
        <Button type="submit" loading={isSubmitting}>
          <FormattedMessage id="join.join" />
        </Button>
      </Stack>
    </JoinFrame>
  );
}
