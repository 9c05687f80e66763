import type { components } from '@portal/contract/schema';
import { validateCustomForm, type CustomFormField } from '@portal/domain/custom-form';
import { canUseInternational } from '@portal/domain/forward-address';
import { needsCustomForm, type ForwardService } from '@portal/domain/forward-services';
import { isParcel } from '@portal/domain/mail-status';
import { parseDollars, type Cents } from '@portal/domain/money';
import { verificationFlags } from '@portal/domain/verification-status';
import type { Selectable } from 'kysely';
import type { AccountRow } from '#platform/db/account-row.ts';
import type { AddressesTable } from '#platform/db/tables.ts';
import { byCarrier } from '#forwarding/forward-quote.ts';
import type { ShippedItem } from '#forwarding/queries.ts';
import type { Shipment } from '#forwarding/rate-card.ts';
import { toDollars } from '#contract/money.ts';
import { ApiProblem, invalidField } from '#contract/problem.ts';

type ApiCustomForm = components['schemas']['CustomForm'];

/** International forwarding needs photo ID verification (§5, §6). */
export function checkPhotoId(
  account: Pick<AccountRow, 'id_verification' | 'sms_verification'>,
): void {
  const { idVerified } = verificationFlags({
    idVerification: account.id_verification,
    smsVerification: account.sms_verification,
  });
  if (!canUseInternational({ idVerified })) {
    throw new ApiProblem(
      403,
      'verification_required',
      'International forwarding needs photo ID verification.',
    );
  }
}

/** The items sent together to the address, as the rate cards price them. */
export function shipmentOf(
  address: Pick<Selectable<AddressesTable>, 'domestic' | 'postcode' | 'country'>,
  items: readonly ShippedItem[],
): Shipment {
  return {
    destination: {
      domestic: address.domestic,
      postcode: address.postcode,
      country: address.country,
    },
    weightGrams: items.reduce((sum, item) => sum + item.weight_grams, 0),
    hasParcel: items.some((item) => isParcel({ mailType: item.mail_type })),
  };
}

/** A quoted amount in cents, refusing one with more than two decimals (contract `Money`). */
export function quotedCents(field: string, dollars: number): Cents {
  const cents = parseDollars(String(dollars));
  if (cents === null) throw invalidField(field, `${field} must be dollars with at most 2 decimals`);
  return cents;
}

const CUSTOM_FORM_DETAILS: Partial<Record<CustomFormField, string>> = {
  whatIsIt: 'You must include a description',
  unitValue: 'Enter the value with at most 4 decimals',
  otherReason: 'Can not be blank',
};

/**
 * The customs declaration to keep: required and checked (domain) for international or parcel
 * services; a form sent with any other service is not kept.
 */
export function customFormFor(
  service: ForwardService,
  form: ApiCustomForm | null,
): ApiCustomForm | null {
  if (!needsCustomForm(service)) return null;
  if (!form) {
    throw invalidField(
      'customForm',
      'A customs declaration is needed for this service',
      'problem.field.required',
    );
  }
  const errors = validateCustomForm({ ...form, otherReason: form.otherReason ?? '', forwardId: 0 });
  const [first] = Object.keys(errors) as CustomFormField[];
  if (first) {
    throw invalidField(
      `customForm.${first}`,
      CUSTOM_FORM_DETAILS[first] ?? 'Choose one of the options',
      errors[first],
    );
  }
  return form;
}

export const alreadyPosted = (forwardId: number) =>
  new ApiProblem(409, 'forward_already_sent', `Forward ${forwardId} has already been posted.`);

/** The offered services by carrier as CalculateForward answers them: prices in dollars. */
export function carrierQuotes(services: readonly ForwardService[]) {
  return byCarrier(services).map((carrier) => ({
    forwardingCompany: carrier.forwardingCompany,
    isDomestic: carrier.isDomestic,
    isParcel: carrier.isParcel,
    services: carrier.services.map((service) => ({
      name: service.name,
      code: service.code,
      text: service.text,
      price: toDollars(service.price),
      forwardFee: toDollars(service.forwardFee),
      deliveryTimes: service.deliveryTimes,
      deliveryTime: service.deliveryTime,
      options: service.options.map((option) => ({
        ...option,
        price: toDollars(option.price),
      })),
    })),
  }));
}

/**
 * The card provider's idempotency key for a top-up paid while adding `added` to `forward` as it
 * stands: the same addition retried after a rollback gets the same key, any later one another.
 */
export function additionKey(
  forward: { forward_id: number; postage_cents: number; product_fee_cents: number },
  added: readonly { mail_id: number }[],
): string {
  const items = added.map((item) => item.mail_id).sort((a, b) => a - b);
  const before = forward.postage_cents + forward.product_fee_cents;
  return `forward-${forward.forward_id}-add-${items.join('.')}-from-${before}`;
}
