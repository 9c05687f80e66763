import { detectCardBrand, formatCardNumber } from '@portal/domain/card';
import {
  formatExpiryInput,
  validateCardForm,
  type CardForm as CardFields,
} from '@portal/domain/validation/card-fields';
import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import { CardPreview } from '@portal/ui/card-preview';
import { Stack } from '@portal/ui/stack';
import { TextField } from '@portal/ui/text-field';
import { useRef, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useUpdateCardMutation } from '#shared/api/update-card.ts';
import { domainResolver } from '#shared/forms/domain-resolver.ts';
import { useFieldError } from '#shared/forms/use-field-error.ts';

const resolver = domainResolver<CardFields>((card) => validateCardForm(card, new Date()));

interface CardFormProps {
  /** Saved as the account's auto top-up amount, and charged now with `chargeNow`. */
  autoTopUpAmount: number;
  chargeNow?: boolean;
  submitLabel: ReactNode;
  /** Fields of the caller's shown above the submit button (a manual payment's amount). */
  children?: ReactNode;
  onSaved: () => void | Promise<void>;
}

/**
 * A card to save (§2 card update form, §5 card rules): a live card preview, the four fields tidied
 * as they are typed, and what the provider answered (§8). The number is tokenised in the browser
 * and never reaches our server.
 */
export function CardForm({
  autoTopUpAmount,
  chargeNow = false,
  submitLabel,
  children,
  onSaved,
}: CardFormProps) {
  const intl = useIntl();
  const errorText = useFieldError();
  const save = useUpdateCardMutation();
  // One key per attempt the member makes: a retried request can never charge twice.
  const idempotencyKey = useRef(crypto.randomUUID());
  const form = useForm<CardFields>({
    defaultValues: { cardName: '', number: '', expiry: '', cvc: '' },
    resolver,
  });
  const { errors, isSubmitting } = form.formState;
  const [cardName, number, expiry] = useWatch({
    control: form.control,
    name: ['cardName', 'number', 'expiry'],
  });
  const outcome = save.data;

  const saveCard = async (card: CardFields) => {
    const result = await save.mutateAsync({
      card: { cardName: card.cardName, number: card.number, autoTopUpAmount, chargeNow },
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
        {children}
        <Button type="submit" loading={isSubmitting}>
          {submitLabel}
        </Button>
      </Stack>
    </>
  );
}
