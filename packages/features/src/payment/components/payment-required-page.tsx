import { detectCardBrand, formatCardNumber } from '@portal/domain/card';
import { hasErrors } from '@portal/domain/validation/form';
import { formatExpiryInput, validateCardForm } from '@portal/domain/validation/card-fields';
import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import { CardPreview } from '@portal/ui/card-preview';
import { TextField } from '@portal/ui/text-field';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { usePortalApi } from '#shared/portal-api.ts';
import * as styles from '#shared/public-page.css.ts';
import { PublicPage } from '#shared/public-page.tsx';
import { ACCOUNT_QUERY_KEY, accountQueryOptions } from '#shared/account-query.ts';
import { useBrand } from '#shared/use-brand.ts';
import { updateCard, type CardUpdateOutcome } from '#payment/api/update-card.ts';

// Behind the build-time flag, so brands without it drop the module and its plan list call.
const MonthlyCharge = __BRAND_SHOW_MONTHLY_CHARGE__
  ? lazy(() =>
      import('#payment/components/monthly-charge.tsx').then((module) => ({
        default: module.MonthlyCharge,
      })),
    )
  : null;

const EMPTY = { cardName: '', number: '', expiry: '', cvc: '' };

/** §2 /PaymentRequired: the member must save a working card before going on. */
export function PaymentRequiredPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const brand = useBrand();
  const { client } = usePortalApi();
  const account = useQuery(accountQueryOptions(client)).data;
  const [form, setForm] = useState(EMPTY);
  const [showErrors, setShowErrors] = useState(false);
  const [outcome, setOutcome] = useState<CardUpdateOutcome | null>(null);
  const [busy, setBusy] = useState(false);
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const errors = validateCardForm(form, new Date());
  const cardBrand = detectCardBrand(form.number);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setShowErrors(true);
    if (hasErrors(errors)) return;
    setBusy(true);
    const result = await updateCard(
      client,
      {
        cardName: form.cardName,
        number: form.number,
        autoTopUpAmount: account?.autoTopUpAmount ?? brand.autoTopUp,
      },
      idempotencyKey,
    );
    setBusy(false);
    setOutcome(result);
    // A definite answer ends this attempt; a failure may be retried with the same key.
    if (result.kind !== 'failed') setIdempotencyKey(crypto.randomUUID());
    if (result.kind === 'saved') {
      // The guard loads the account again and sees the active payment.
      queryClient.removeQueries({ queryKey: ACCOUNT_QUERY_KEY });
      await navigate({ to: '/Members' });
    }
  };

  const errorText = (key: string | undefined) =>
    showErrors && key ? intl.formatMessage({ id: key }) : undefined;
  const field = (name: keyof typeof EMPTY, format: (typed: string) => string = (t) => t) => ({
    value: form[name],
    onChange: (event: { target: { value: string } }) =>
      setForm((current) => ({ ...current, [name]: format(event.target.value) })),
    error: errorText(errors[name]),
  });

  return (
    <PublicPage title={<FormattedMessage id="payment.title" />}>
      <p>
        <FormattedMessage id="payment.intro" />
      </p>
      {MonthlyCharge && account?.planId != null && (
        <Suspense fallback={null}>
          <MonthlyCharge planId={account.planId} />
        </Suspense>
      )}
      <CardPreview
        number={form.number}
        name={form.cardName}
        expiry={form.expiry}
        namePlaceholder={intl.formatMessage({ id: 'payment.cardName' })}
        expiryPlaceholder={intl.formatMessage({ id: 'payment.expiryPlaceholder' })}
      />
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        {outcome && outcome.kind !== 'saved' && (
          <Alert tone="error">
            {outcome.kind === 'provider' ? (
              outcome.message
            ) : (
              <FormattedMessage
                id={outcome.kind === 'unverified' ? 'payment.unverified' : 'payment.error'}
              />
            )}
          </Alert>
        )}
        <TextField
          label={intl.formatMessage({ id: 'payment.cardName' })}
          autoComplete="cc-name"
          {...field('cardName')}
        />
        <TextField
          label={intl.formatMessage({ id: 'payment.cardNumber' })}
          inputMode="numeric"
          autoComplete="cc-number"
          {...field('number', formatCardNumber)}
        />
        <TextField
          label={intl.formatMessage({ id: 'payment.expiry' })}
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder={intl.formatMessage({ id: 'payment.expiryPlaceholder' })}
          {...field('expiry', formatExpiryInput)}
        />
        <TextField
          label={intl.formatMessage({ id: 'payment.cvc' })}
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={cardBrand === 'amex' ? 4 : 3}
          {...field('cvc', (typed) => typed.replace(/\D/g, ''))}
        />
        <Button type="submit" loading={busy}>
          <FormattedMessage id="payment.submit" />
        </Button>
      </form>
    </PublicPage>
  );
}
