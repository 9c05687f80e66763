import { dollarsToCents } from '@portal/domain/money';
import { formatMoney } from '#shared/format-money.ts';
import { amountToUnlock } from '@portal/domain/unpaid-notices';
import { Alert } from '@portal/ui/alert';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAccount } from '#shared/api/account.ts';

/**
 * §9 a balance below zero locks the account: mail actions and forwarding wait for a payment. The
 * banner says so on every members page, with the balance, the least payment that unlocks it (the
 * debt, at least the $20 minimum top-up) and a link to Manual Payment. A payment that brings the
 * balance back to zero or more unlocks at once, and the banner goes with the account's next load.
 */
export function LockedBanner() {
  const intl = useIntl();
  const account = useAccount();
  const balance = dollarsToCents(account.balance);
  if (balance >= 0) return null;
  return (
    <Alert tone="error" layout="banner">
      <FormattedMessage
        id="members.locked.banner"
        values={{
          balance: formatMoney(intl, balance),
          amount: formatMoney(intl, amountToUnlock(balance)),
          link: (text) => <a href="/Members/Account/ManualPayment">{text}</a>,
        }}
      />
    </Alert>
  );
}
