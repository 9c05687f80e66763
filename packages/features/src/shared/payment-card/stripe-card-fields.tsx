import type { CardBrand } from '@portal/domain/card';
import { Alert } from '@portal/ui/alert';
import { HostedField } from '@portal/ui/hosted-field';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Tokenise } from '#shared/payment-card/card-tokeniser.ts';
import { loadStripe, type StripeElement } from '#shared/payment-card/load-stripe.ts';

const FIELDS = ['cardNumber', 'cardExpiry', 'cardCvc'] as const;
type StripeField = (typeof FIELDS)[number];

const LABELS: Record<StripeField, string> = {
  cardNumber: 'payment.cardNumber',
  cardExpiry: 'payment.expiry',
  cardCvc: 'payment.cvc',
};

const KNOWN_BRANDS = new Set<CardBrand>([
  'visa',
  'mastercard',
  'amex',
  'diners',
  'jcb',
  'unionpay',
]);

interface StripeCardFieldsProps {
  publishableKey: string;
  /** Called once Stripe.js is ready, with how to tokenise the card typed into its fields. */
  onReady: (tokenise: Tokenise) => void;
  /** The scheme Stripe detects from the number, for the card preview. */
  onBrand: (brand: CardBrand) => void;
}

/**
 * The card number, expiry and CVC as Stripe Elements (Stripe's own iframes), for a brand whose
 * server charges through Stripe: the number goes from the member's browser to Stripe alone, and
 * the form sends our server the PaymentMethod id Stripe.js made (decision 050).
 */
export function StripeCardFields({ publishableKey, onReady, onBrand }: StripeCardFieldsProps) {
  const intl = useIntl();
  const boxes = {
    cardNumber: useRef<HTMLDivElement>(null),
    cardExpiry: useRef<HTMLDivElement>(null),
    cardCvc: useRef<HTMLDivElement>(null),
  };
  const [errors, setErrors] = useState<Partial<Record<StripeField, string>>>({});
  const [failed, setFailed] = useState(false);
  const ready = useEffectEvent(onReady);
  const brandSeen = useEffectEvent(onBrand);

  useEffect(() => {
    let mounted: StripeElement[] = [];
    let cancelled = false;
    loadStripe(publishableKey).then(
      (stripe) => {
        if (cancelled) return;
        const elements = stripe.elements({ locale: intl.locale });
        mounted = FIELDS.map((type) => {
          const element = elements.create(type);
          element.mount(boxes[type].current!);
          element.on('change', (change) => {
            setErrors((shown) => ({ ...shown, [type]: change.error?.message }));
            if (type === 'cardNumber') {
              const brand = change.brand as CardBrand;
              brandSeen(KNOWN_BRANDS.has(brand) ? brand : 'unknown');
            }
          });
          return element;
        });
        ready(async (cardName, address) => {
          const { paymentMethod, error } = await stripe.createPaymentMethod({
            type: 'card',
            card: mounted[0]!,
            // The address goes with the card, so the bank's check at saving (the SetupIntent)
            // compares it with the one the card is registered to.
            billing_details: {
              name: cardName,
              ...(address && {
                address: {
                  line1: address.line1,
                  line2: address.line2 ?? '',
                  city: address.city,
                  state: address.state,
                  postal_code: address.postalCode,
                  ...(address.country ? { country: address.country } : {}),
                },
              }),
            },
          });
          return paymentMethod
            ? { ok: true, token: paymentMethod.id }
            : { ok: false, message: error?.message ?? null };
        });
      },
      () => !cancelled && setFailed(true),
    );
    return () => {
      cancelled = true;
      for (const element of mounted) element.destroy();
    };
    // The boxes are stable refs; Stripe.js is set up again only for another key or language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [publishableKey, intl.locale]);

  return (
    <>
      {failed && (
        <Alert tone="error">
          <FormattedMessage id="payment.providerUnavailable" />
        </Alert>
      )}
      {FIELDS.map((type) => (
        <HostedField
          key={type}
          label={intl.formatMessage({ id: LABELS[type] })}
          mountRef={boxes[type]}
          error={errors[type]}
        />
      ))}
    </>
  );
}
