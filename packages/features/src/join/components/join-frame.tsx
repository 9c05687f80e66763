import { Alert } from '@portal/ui/alert';
import { Text } from '@portal/ui/text';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useProblemMessage } from '#shared/forms/problem-text.ts';
import { PublicPage } from '#shared/public-page.tsx';
import { useBrand } from '#shared/use-brand.ts';
import { invitationRefusal, type InvitationPreview } from '#join/api/invitation.ts';

export const REFUSAL_NOTICES = {
  invitation_not_found: 'join.notFound',
  invitation_used: 'join.used',
  invitation_expired: 'join.expired',
} as const;

/**
 * What both ways of joining show around their form: whose mailbox, who invited whom as what, a
 * failure the form's fields do not say (`failure`), and how long the link works.
 */
export function JoinFrame({
  preview,
  failure,
  children,
}: {
  preview: InvitationPreview;
  /** The acceptance's error when no field of the form says it. */
  failure: unknown;
  children: ReactNode;
}) {
  const intl = useIntl();
  const brand = useBrand();
  const problemMessage = useProblemMessage();
  const refusal = failure ? invitationRefusal(failure) : null;
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
      {failure ? (
        <Alert tone="error">
          {refusal ? (
            <FormattedMessage id={REFUSAL_NOTICES[refusal]} />
          ) : (
            problemMessage(failure, 'join.failed')
          )}
        </Alert>
      ) : null}
      {children}
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
