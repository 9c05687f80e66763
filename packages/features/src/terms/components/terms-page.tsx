import { dollarsToCents } from '@portal/domain/money';
import { formatMoney } from '#shared/format-money.ts';
import { FREE_STORAGE_DAYS } from '@portal/domain/storage';
import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import { Checkbox } from '@portal/ui/checkbox';
import { Heading } from '@portal/ui/heading';
import { Stack } from '@portal/ui/stack';
import { Text } from '@portal/ui/text';
import { useNavigate } from '@tanstack/react-router';
import { useForm, useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAccount } from '#shared/api/account.ts';
import { usePlans } from '#shared/api/plans.ts';
import { storageRatesOf, useDailyPrice } from '#shared/plan-prices.ts';
import { PublicPage } from '#shared/public-page.tsx';
import { TermsSections } from '#shared/public-page-terms.tsx';
import { useSaveTermsMutation } from '#shared/api/terms.ts';
import * as styles from '#terms/components/terms-page.css.ts';

/**
 * §2 /TermsAndConditions: the member's plan's recurring fees and the full terms; Continue appears
 * once the member agrees. The server records the version of the terms it holds (decision 082).
 */
export function TermsPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const save = useSaveTermsMutation();
  const form = useForm({ defaultValues: { agreed: false } });
  const agreed = useWatch({ control: form.control, name: 'agreed' });
  const agree = async () => {
    await save.mutateAsync();
    await navigate({ to: '/Members' });
  };

  return (
    <PublicPage titleId="terms.title" wide>
      <Stack space="lg">
        <PlanFees />
        <TermsSections />
      </Stack>
      <Stack
        as="form"
        space="md"
        onSubmit={(event) =>
          void form
            .handleSubmit(agree)(event)
            .catch(() => {})
        }
      >
        {save.isError && (
          <Alert tone="error">
            <FormattedMessage id="common.error" />
          </Alert>
        )}
        <Checkbox label={intl.formatMessage({ id: 'terms.agree' })} {...form.register('agreed')} />
        {agreed && (
          <Button type="submit" loading={form.formState.isSubmitting}>
            <FormattedMessage id="terms.continue" />
          </Button>
        )}
      </Stack>
    </PublicPage>
  );
}

/**
 * Every recurring fee of the member's plan (§9: price disclosure is not a brand option): the
 * monthly and setup fees and storage past the free days, agreed to with the terms.
 */
function PlanFees() {
  const intl = useIntl();
  const account = useAccount();
  const dailyPrice = useDailyPrice();
  const plan = usePlans().data?.find((candidate) => candidate.planId === account.planId);
  if (!plan) return null;
  const money = (dollars: number) => formatMoney(intl, dollarsToCents(dollars));
  const storage = storageRatesOf(plan);
  const fees = [
    ['monthly', money(plan.monthlyFee)],
    ['setup', money(plan.setupFee)],
    ['envelopeStorage', dailyPrice(storage.envelopePerDay)],
    ['parcelStorage', dailyPrice(storage.parcelPerDay)],
  ] as const;
  return (
    <Stack as="section" space="sm" aria-labelledby="terms-fees">
      <Heading level={2} size={3} id="terms-fees">
        <FormattedMessage id="terms.fees.title" />
      </Heading>
      <Text as="p">
        <FormattedMessage id="terms.fees.intro" values={{ plan: plan.planName }} />
      </Text>
      <dl className={styles.fees}>
        {fees.map(([id, value]) => (
          <div key={id} className={styles.fee}>
            <Text as="dt" tone="secondary">
              <FormattedMessage id={`terms.fees.${id}`} values={{ days: FREE_STORAGE_DAYS }} />
            </Text>
            <Text as="dd" weight="medium" className={styles.amount}>
              {value}
            </Text>
          </div>
        ))}
      </dl>
    </Stack>
  );
}
