import { Alert } from '@portal/ui/alert';
import { Link } from '@tanstack/react-router';
import { FormattedMessage } from 'react-intl';
import { useAccount } from '#shared/api/account.ts';
import { useFormatDay } from '#shared/use-format-day.ts';

/**
 * While a close notice runs (§9, decision 076) the inbox says when the account closes, with a link
 * to Settings › Close Account, where the notice is withdrawn. A link in the text, as the other
 * banners that lead to a settings section have it.
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
    >
      <FormattedMessage
        id="members.closing.body"
        values={{
          link: (text) => (
            <Link to="/Members/Account/{-$section}" params={{ section: 'CloseAccount' }}>
              {text}
            </Link>
          ),
        }}
      />
    </Alert>
  );
}
