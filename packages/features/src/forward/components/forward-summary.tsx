import { fundCharge } from '@portal/domain/balance-funding';
import { totalWithOptions } from '@portal/domain/forward-services';
import type { ForwardWizardState, ServiceChoice } from '@portal/domain/forward-wizard';
import { dollarsToCents, type Cents } from '@portal/domain/money';
import { formatMoney } from '#shared/format-money.ts';
import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import { Heading } from '@portal/ui/heading';
import { Text } from '@portal/ui/text';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAccount } from '#shared/api/account.ts';
import { useFormatText } from '#shared/server-text.ts';
import { useBrand } from '#shared/use-brand.ts';
import * as styles from '#forward/components/forward.css.ts';

/** The service chosen so far, on whichever step the wizard is. */
export function choiceOf(state: ForwardWizardState): ServiceChoice | null {
  switch (state.step) {
    case 'serviceSelect':
    case 'customForm':
      return state.choice;
    case 'review':
    case 'sending':
    case 'error':
      return state.previous.choice;
    default:
      return null;
  }
}

/** The forward's total, and how the balance and the card on file pay it (§9). */
export function useForwardFunding(choice: ServiceChoice | null) {
  const account = useAccount();
  const balance = dollarsToCents(account.balance);
  const total = choice ? totalWithOptions(choice.service, choice.optionCodes) : null;
  const autoTopUp =
    account.activePayment && account.autoTopUpAmount
      ? dollarsToCents(account.autoTopUpAmount)
      : null;
  return {
    balance,
    total,
    funding: total === null ? null : fundCharge({ balance, autoTopUp }, total),
  };
}

interface ForwardSummaryProps {
  state: ForwardWizardState;
  itemCount: number;
  onManualPayment: () => void;
}

/**
 * The running total on every step before the review (§2, §9): the service and its fees, the
 * total, the balance now and after this forward, and whether the balance or the card on file
 * pays for it.
 */
export function ForwardSummary({ state, itemCount, onManualPayment }: ForwardSummaryProps) {
  const intl = useIntl();
  const formatText = useFormatText();
  const choice = choiceOf(state);

  return (
    <aside
      className={styles.summary}
      aria-labelledby="forward-summary-heading"
      // The total changes as options are ticked; read out politely.
      aria-live="polite"
    >
      <Heading level={2} size={4} id="forward-summary-heading">
        <FormattedMessage id="forward.summary.title" />
      </Heading>
      <dl className={styles.summaryRows}>
        <Row label={<FormattedMessage id="forward.summary.items" />}>
          {intl.formatNumber(itemCount)}
        </Row>
        <Row label={<FormattedMessage id="forward.summary.service" />}>
          {choice ? (
            formatText(choice.service.text)
          ) : (
            <Text tone="secondary">
              <FormattedMessage id="forward.summary.notChosen" />
            </Text>
          )}
        </Row>
        <FeeRows choice={choice} />
        <TotalRow choice={choice} />
        <BalanceRows choice={choice} />
      </dl>
      {/* After a refusal the error step says what happened instead. */}
      {state.step !== 'error' && (
        <FundingNotice choice={choice} onManualPayment={onManualPayment} />
      )}
    </aside>
  );
}

/** The brand's fee and the carrier's cost (only with showOurFee), and the options ticked. */
export function FeeRows({ choice }: { choice: ServiceChoice | null }) {
  const intl = useIntl();
  const brand = useBrand();
  if (!choice) return null;
  const extras = totalWithOptions(choice.service, choice.optionCodes) - choice.service.total;
  return (
    <>
      {brand.showOurFee && (
        <Row label={<FormattedMessage id="forward.productFee" />}>
          {formatMoney(intl, choice.service.forwardFee)}
        </Row>
      )}
      {brand.showOurFee && (
        <Row label={<FormattedMessage id="forward.forwardCost" />}>
          {formatMoney(intl, choice.service.price)}
        </Row>
      )}
      {extras > 0 && (
        <Row label={<FormattedMessage id="forward.summary.options" />}>
          {formatMoney(intl, extras)}
        </Row>
      )}
    </>
  );
}

/** What the forward costs in all. */
export function TotalRow({ choice }: { choice: ServiceChoice | null }) {
  const intl = useIntl();
  const { total } = useForwardFunding(choice);
  if (total === null) return null;
  return (
    <Row label={<FormattedMessage id="forward.total" />} total>
      {formatMoney(intl, total)}
    </Row>
  );
}

/** The balance now, and after this forward when the balance or the card on file can pay it. */
export function BalanceRows({ choice }: { choice: ServiceChoice | null }) {
  const intl = useIntl();
  const { balance, funding } = useForwardFunding(choice);
  return (
    <>
      <Row label={<FormattedMessage id="forward.summary.balance" />}>
        {formatMoney(intl, balance)}
      </Row>
      {funding && funding.kind !== 'short' && (
        <Row label={<FormattedMessage id="forward.summary.balanceAfter" />}>
          {formatMoney(intl, funding.balanceAfter)}
        </Row>
      )}
    </>
  );
}

/** How the forward is paid when the balance alone does not cover it (§9). */
export function FundingNotice({
  choice,
  onManualPayment,
}: {
  choice: ServiceChoice | null;
  onManualPayment: () => void;
}) {
  const intl = useIntl();
  const { balance, funding } = useForwardFunding(choice);
  const money = (cents: Cents) => formatMoney(intl, cents);
  if (funding?.kind === 'topUp') {
    return (
      <Alert tone="info">
        <FormattedMessage id="forward.summary.topUp" values={{ amount: money(funding.topUp) }} />
      </Alert>
    );
  }
  if (funding?.kind !== 'short') return null;
  return (
    <Alert tone="error">
      <FormattedMessage
        id="forward.summary.short"
        values={{
          balance: money(balance),
          shortBy: money(funding.shortBy),
          button: (text) => (
            <Button variant="link" onClick={onManualPayment}>
              {text}
            </Button>
          ),
        }}
      />
    </Alert>
  );
}

export function Row({
  label,
  children,
  total = false,
}: {
  label: ReactNode;
  children: ReactNode;
  total?: boolean;
}) {
  return (
    <div className={total ? styles.summaryTotal : styles.summaryRow}>
      <Text as="dt" tone={total ? 'neutral' : 'secondary'} weight={total ? 'strong' : 'regular'}>
        {label}
      </Text>
      <Text as="dd" weight={total ? 'strong' : 'regular'} className={styles.amount}>
        {children}
      </Text>
    </div>
  );
}
