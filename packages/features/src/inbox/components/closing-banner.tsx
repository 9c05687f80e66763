import { Alert } from '@portal/ui/alert';
import { ButtonLink } from '@portal/ui/button';
import { createLink } from '@tanstack/react-router';
import { FormattedMessage } from 'react-intl';
import { useAccount } from '#shared/api/account.ts';
import { useFormatDay } from '#shared/use-format-day.ts';

const RouterButtonLink = createLink(ButtonLink);

/**
 * While a close notice runs (§9, decision 076) the inbox says when the account closes, with the
 * way to Settings › Close Account, where the notice is withdrawn.
 */
export function ClosingBanner() {
  const { closing } = useAccount();
  const formatDay = useFormatDay();
  if (!closing) return null;
  return (
    <Alert
      tone="info"
      title={
        <FormattedMessage
          id="members.closing.title"
          values={{ date: formatDay(closing.noticeEndsOn) }}
        />
      }
      action={
        <RouterButtonLink
          size="sm"
          variant="secondary"
          to="/Members/Account/{-$section}"
          params={{ section: 'CloseAccount' }}
        >
          <FormattedMessage id="members.closing.withdraw" />
        </RouterButtonLink>
      }
    >
      <FormattedMessage id="members.closing.body" />
    </Alert>
  );
}
