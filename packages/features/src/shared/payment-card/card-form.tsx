import { detectCardBrand, formatCardNumber, type CardBrand } from '@portal/domain/card';
import { sandboxToken } from '@portal/domain/sandbox-card';
import { requireFields } from '@portal/domain/validation/form';
import {
  formatExpiryInput,
  validateCardForm,
  type CardForm as CardFields,
} from '@portal/domain/validation/card-fields';
import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import { CardPreview } from '@portal/ui/card-preview';
import { Spinner } from '@portal/ui/spinner';
import { Stack } from '@portal/ui/stack';
import { TextField } from '@portal/ui/text-field';
import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { usePaymentConfig } from '#shared/payment-card/api/payment-config.ts';
import { useUpdateCardMutation, type CardPayment } from '#shared/payment-card/api/update-card.ts';
import { domainResolver } from '#shared/forms/domain-resolver.ts';
import { useFieldError } from '#shared/forms/use-field-error.ts';
import type { BillingAddress, Tokenise, Tokenised } from '#shared/payment-card/card-tokeniser.ts';
import { useFormatText } from '#shared/server-text.ts';

// Only a brand whose server is configured for Stripe loads Stripe's fields, and Stripe.js with them.
const StripeCardFields = lazy(() =>
  import('#shared/payment-card/stripe-card-fields.tsx').then((module) => ({
    default: module.StripeCardFields,
  })),
);

const sandboxResolver = domainResolver<CardFields>((card) => validateCardForm(card, new Date()));
// Stripe's own fields check the number, expiry and CVC; ours is the name alone.
const stripeResolver = domainResolver<CardFields>((card) => requireFields(card, ['cardName']));

/** The sandbox's tokeniser (its documented test cards), for a server without a card provider. */
const sandboxTokeniser =
  (number: string): Tokenise =>
  async (): Promise<Tokenised> => {
    const token = sandboxToken(number);
    return token ? { ok: true, token } : { ok: false, message: null };
  };

interface CardFormProps {
  /** What saving the card does with money: keeps an auto top-up (charged now too) or pays once. */
  payment: CardPayment;
  submitLabel: ReactNode;
  /** Fields of the caller's shown above the submit button (a manual payment's amount). */
  children?: ReactNode;
  /** The caller's own fields are valid (shows their errors and answers false when not). */
  canSubmit?: () => boolean;
  /** The member's billing address, which the card's bank checks the card against when known. */
  billingAddress?: BillingAddress;
  onSaved: () => void | Promise<void>;
}

/**
 * A card to save (§2 card update form, §5 card rules): a live card preview, the four fields tidied
 * as they are typed, and what the provider answered (§8). The number is tokenised in the browser
 * and never reaches our server.
 */
export function CardForm({
  payment,
  submitLabel,
  children,
  canSubmit,
  billingAddress,
  onSaved,
}: CardFormProps) {
  const intl = useIntl();
  const formatText = useFormatText();
  const errorText = useFieldError();
  const save = useUpdateCardMutation();
  // The server's card provider decides whose tokeniser runs here: a live brand never sends a
  // sandbox token, and the sandbox never needs Stripe.js.
  const config = usePaymentConfig();
  const stripeKey = config.data?.card.publishableKey ?? null;
  const stripeTokenise = useRef<Tokenise | null>(null);
  const [stripeBrand, setStripeBrand] = useState<CardBrand>('unknown');
  // One key per attempt the member makes: a retried request can never charge twice.
  const idempotencyKey = useRef(crypto.randomUUID());
  const form = useForm<CardFields>({
    defaultValues: { cardName: '', number: '', expiry: '', cvc: '' },
    resolver: (...args) => (stripeKey ? stripeResolver : sandboxResolver)(...args),
  });
  const { errors, isSubmitting } = form.formState;
  const [cardName, number, expiry] = useWatch({
    control: form.control,
    name: ['cardName', 'number', 'expiry'],
  });
  const outcome = save.data;

  const saveCard = async (card: CardFields) => {
    if (canSubmit && !canSubmit()) return;
    const tokenise: Tokenise = stripeKey
      ? (name) =>
          stripeTokenise.current?.(name, billingAddress) ??
          Promise.resolve({ ok: false, message: null })
      : sandboxTokeniser(card.number);
    const result = await save.mutateAsync({
      card: { cardName: card.cardName, ...payment },
      tokenise,
      idempotencyKey: idempotencyKey.current,
    });
    // A definite answer ends this attempt; a failure may be retried with the same key.
    if (result.kind !== 'failed') idempotencyKey.current = crypto.randomUUID();
    if (result.kind === 'saved') await onSaved();
  };
  /** A field whose typing is tidied as it goes (spaces in the number, the slash in the expiry). */
  const field = (name: keyof CardFields, tidy?: (typed: string) => string) =>
    form.register(name, {
      onChange: tidy && ((event) => form.setValue(name, tidy(event.target.value))),
    });

  // A fragment: the preview and the form take the spacing of the page or dialog around them.
  return (
    <>
      <CardPreview
        number={stripeKey ? '' : number}
        {...(stripeKey ? { brand: stripeBrand } : {})}
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
            ) : outcome.kind === 'declined' ? (
              formatText(outcome.text)
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
        {config.isPending ? (
          <Spinner label={intl.formatMessage({ id: 'common.loading' })} />
        ) : config.isError ? (
          <Alert tone="error">
            <FormattedMessage id="payment.providerUnavailable" />
          </Alert>
        ) : stripeKey ? (
          <Suspense fallback={<Spinner label={intl.formatMessage({ id: 'common.loading' })} />}>
            <StripeCardFields
              publishableKey={stripeKey}
              onReady={(tokenise) => (stripeTokenise.current = tokenise)}
              onBrand={setStripeBrand}
            />
          </Suspense>
        ) : (
          <>
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
          </>
        )}
        {children}
        <Button type="submit" loading={isSubmitting} disabled={!config.isSuccess}>
          {submitLabel}
        </Button>
      </Stack>
    </>
  );
}
