import { detectCardBrand, formatCardNumber } from '@portal/domain/card';
import {
  formatExpiryInput,
  validateCardForm,
  type CardForm,
} from '@portal/domain/validation/card-fields';
import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import { CardPreview } from '@portal/ui/card-preview';
import { TextField } from '@portal/ui/text-field';
import { Text } from '@portal/ui/text';
import { Stack } from '@portal/ui/stack';
import { useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAccount, useForgetAccount } from '#shared/api/account.ts';
import { domainResolver } from '#shared/forms/domain-resolver.ts';
import { useFieldError } from '#shared/forms/use-field-error.ts';
import { PublicPage } from '#shared/public-page.tsx';
import { useBrand } from '#shared/use-brand.ts';
import { useUpdateCardMutation } from '#payment/api/update-card.ts';

// Rendered only behind the build-time flag: a brand without it never uses this pure value, so its
// build drops the module and its plan list call. The flag is read at render so Storybook can switch it.
const MonthlyCharge = /* @__PURE__ */ lazy(() =>
  import('#payment/components/monthly-charge.tsx').then((module) => ({
    default: module.MonthlyCharge,
  })),
);

const resolver = domainResolver<CardForm>((card) => validateCardForm(card, new Date()));

/** §2 /PaymentRequired: the member must save a working card before going on. */
export function PaymentRequiredPage() {
  const intl = useIntl();
  const errorText = useFieldError();
  const navigate = useNavigate();
  const brand = useBrand();
  const account = useAccount();
  const forgetAccount = useForgetAccount();
  const save = useUpdateCardMutation();
  // One key per attempt the member makes: a retried request can never charge twice.
  const idempotencyKey = useRef(crypto.randomUUID());
  const form = useForm<CardForm>({
    defaultValues: { cardName: '', number: '', expiry: '', cvc: '' },
    resolver,
  });
  const { errors, isSubmitting } = form.formState;
  const [cardName, number, expiry] = useWatch({
    control: form.control,
    name: ['cardName', 'number', 'expiry'],
  });
  const outcome = save.data;

  const saveCard = async (card: CardForm) => {
    const result = await save.mutateAsync({
      card: {
        cardName: card.cardName,
        number: card.number,
        autoTopUpAmount: account.autoTopUpAmount ?? brand.autoTopUp,
      },
      idempotencyKey: idempotencyKey.current,
    });
    // A definite answer ends this attempt; a failure may be retried with the same key.
    if (result.kind !== 'failed') idempotencyKey.current = crypto.randomUUID();
    if (result.kind === 'saved') {
      // The guard loads the account again and sees the active payment.
      forgetAccount();
      await navigate({ to: '/Members' });
    }
  };
  /** A field whose typing is tidied as it goes (spaces in the number, the slash in the expiry). */
  const field = (name: keyof CardForm, tidy?: (typed: string) => string) =>
    form.register(name, {
      onChange: tidy && ((event) => form.setValue(name, tidy(event.target.value))),
    });

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
      <CardPreview
        number={number}
        name={cardName}
        expiry={expiry}
        namePlaceholder={intl.formatMessage({ id: 'payment.cardName' })}
        expiryPlaceholder={intl.formatMessage({ id: 'payment.expiryPlaceholder' })}
      />
      <Stack
        as="form"
        space="md"
        onSubmit={(event) => void form.handleSubmit(saveCard)(event)}
        noValidate
      >
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
          error={errorText(errors.cardName)}
        />
        <TextField
          label={intl.formatMessage({ id: 'payment.cardNumber' })}
          inputMode="numeric"
          autoComplete="cc-number"
          {...field('number', formatCardNumber)}
          error={errorText(errors.number)}
        />
        <TextField
          label={intl.formatMessage({ id: 'payment.expiry' })}
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder={intl.formatMessage({ id: 'payment.expiryPlaceholder' })}
          {...field('expiry', formatExpiryInput)}
          error={errorText(errors.expiry)}
        />
        <TextField
          label={intl.formatMessage({ id: 'payment.cvc' })}
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={detectCardBrand(number) === 'amex' ? 4 : 3}
          {...field('cvc', (typed) => typed.replace(/\D/g, ''))}
          error={errorText(errors.cvc)}
        />
        <Button type="submit" loading={isSubmitting}>
          <FormattedMessage id="payment.submit" />
        </Button>
      </Stack>
    </PublicPage>
  );
}
