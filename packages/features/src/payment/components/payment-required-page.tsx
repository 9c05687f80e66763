import { calendarDateIn } from '@portal/domain/calendar';
import { cardExpiryState } from '@portal/domain/card-expiry';
import { centsToDollars } from '@portal/domain/money';
import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import { useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useAccount, useForgetAccount } from '#shared/api/account.ts';
import { billingAddressOf } from '#shared/payment-card/billing-address.ts';
import { CardForm } from '#shared/payment-card/card-form.tsx';
import type { Receipt } from '#shared/payment-card/api/card-on-file.ts';
import { CardOnFile, useCardName } from '#shared/payment-card/card-on-file.tsx';
import { PayWithSavedCard } from '#shared/payment-card/pay-with-saved-card.tsx';
import { ReceiptPanel } from '#shared/payment-card/receipt-panel.tsx';
import { PublicPage } from '#shared/public-page.tsx';
import { useDefaultTopUp } from '#shared/use-default-top-up.ts';
import { GateLinks } from '#payment/components/gate-links.tsx';

// Rendered only behind the build-time flag: a brand without it never uses this pure value, so its
// build drops the module and its plan list call. The flag is read at render so Storybook can switch it.
const MonthlyCharge = /* @__PURE__ */ lazy(() =>
  import('#payment/components/monthly-charge.tsx').then((module) => ({
    default: module.MonthlyCharge,
  })),
);

/**
 * §2 /PaymentRequired: says why the member is here (no card, an expired card, or a card the bank
 * refused), pays with the card on file by default or saves another, and always has a way out.
 */
export function PaymentRequiredPage() {
  const navigate = useNavigate();
  const account = useAccount();
  const topUp = useDefaultTopUp();
  const forgetAccount = useForgetAccount();
  const cardName = useCardName();
  const { card } = account;
  const expired =
    card !== null &&
    cardExpiryState(card, calendarDateIn(new Date(), account.timeZone)) === 'expired';
  const reason = card === null ? 'noCard' : expired ? 'expired' : 'refused';
  const [typingCard, setTypingCard] = useState(reason !== 'refused');
  const [receipt, setReceipt] = useState<Receipt | null>(null);

  const goOn = async () => {
    // The guard loads the account again and sees the active payment.
    forgetAccount();
    await navigate({ to: '/Members' });
  };

  return (
    <PublicPage titleId="payment.title">
      <Alert tone="info">
        <FormattedMessage
          id={`payment.reason.${reason}`}
          values={{ card: card ? cardName(card) : '' }}
        />
      </Alert>
      {__BRAND__.showMonthlyCharge && account.planId != null && (
        <Suspense fallback={null}>
          <MonthlyCharge planId={account.planId} />
        </Suspense>
      )}
      {receipt ? (
        <>
          <ReceiptPanel receipt={receipt} email={account.email} timeZone={account.timeZone} />
          <Button onClick={() => void goOn()}>
            <FormattedMessage id="payment.continue" />
          </Button>
        </>
      ) : card && !typingCard ? (
        <>
          <CardOnFile card={card} timeZone={account.timeZone} />
          <PayWithSavedCard
            card={card}
            amount={topUp}
            onPaid={setReceipt}
            onNoCard={() => setTypingCard(true)}
          />
          <Button variant="link" onClick={() => setTypingCard(true)}>
            <FormattedMessage id="cardOnFile.useDifferent" />
          </Button>
        </>
      ) : (
        <>
          <CardForm
            payment={{ autoTopUpAmount: centsToDollars(topUp), chargeNow: false }}
            billingAddress={billingAddressOf(account)}
            submitLabel={<FormattedMessage id="payment.submit" />}
            onSaved={goOn}
          />
          {card && !expired && (
            <Button variant="link" onClick={() => setTypingCard(false)}>
              <FormattedMessage id="cardOnFile.useSaved" values={{ card: cardName(card) }} />
            </Button>
          )}
        </>
      )}
      <GateLinks />
    </PublicPage>
  );
}
