import { centsToDollars } from '@portal/domain/money';
import { Text } from '@portal/ui/text';
import { useNavigate } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import { useAccount, useForgetAccount } from '#shared/api/account.ts';
import { billingAddressOf } from '#shared/payment-card/billing-address.ts';
import { CardForm } from '#shared/payment-card/card-form.tsx';
import { PublicPage } from '#shared/public-page.tsx';
import { useDefaultTopUp } from '#shared/use-default-top-up.ts';

// Rendered only behind the build-time flag: a brand without it never uses this pure value, so its
// build drops the module and its plan list call. The flag is read at render so Storybook can switch it.
const MonthlyCharge = /* @__PURE__ */ lazy(() =>
  import('#payment/components/monthly-charge.tsx').then((module) => ({
    default: module.MonthlyCharge,
  })),
);

/** §2 /PaymentRequired: the member must save a working card before going on. */
export function PaymentRequiredPage() {
  const navigate = useNavigate();
  const account = useAccount();
  const topUp = useDefaultTopUp();
  const forgetAccount = useForgetAccount();

  return (
    <PublicPage titleId="payment.title">
      <Text as="p">
        <FormattedMessage id="payment.intro" />
      </Text>
      {__BRAND_SHOW_MONTHLY_CHARGE__ && account.planId != null && (
        <Suspense fallback={null}>
          <MonthlyCharge planId={account.planId} />
        </Suspense>
      )}
      <CardForm
        payment={{ autoTopUpAmount: centsToDollars(topUp), chargeNow: false }}
        billingAddress={billingAddressOf(account)}
        submitLabel={<FormattedMessage id="payment.submit" />}
        onSaved={async () => {
          // The guard loads the account again and sees the active payment.
          forgetAccount();
          await navigate({ to: '/Members' });
        }}
      />
    </PublicPage>
  );
}
