import type { DomainMessageKey } from '#messages/message-keys.ts';
import { isBlank, type FieldErrors } from '#validation/form.ts';

/**
 * The customs declaration of a forward (§2 customForm, §3, §5). Choice values are the API's, kept
 * exactly as the spec spells them ('Commerical Sample' included); labels come from the catalogs.
 */

export const CUSTOMS_REASONS = [
  'Gift',
  'Documents',
  'Commerical Sample',
  'Merchandise',
  'Returned Goods',
  'Other',
] as const;
export type CustomsReason = (typeof CUSTOMS_REASONS)[number];

export const CUSTOMS_REASON_LABEL_KEYS: Record<CustomsReason, DomainMessageKey> = {
  Gift: 'customs.reason.gift',
  Documents: 'customs.reason.documents',
  'Commerical Sample': 'customs.reason.commercialSample',
  Merchandise: 'customs.reason.merchandise',
  'Returned Goods': 'customs.reason.returnedGoods',
  Other: 'customs.reason.other',
};

export const UNDELIVERABLE_CHOICES = ['Return to Sender', 'Treat as abandoned'] as const;
export type Undeliverable = (typeof UNDELIVERABLE_CHOICES)[number];

export const UNDELIVERABLE_LABEL_KEYS: Record<Undeliverable, DomainMessageKey> = {
  'Return to Sender': 'customs.undeliverable.returnToSender',
  'Treat as abandoned': 'customs.undeliverable.abandon',
};

export interface CustomForm {
  /** Description of the contents. */
  whatIsIt: string;
  /** Value of one unit, as typed: digits with at most one point and up to 4 decimals. */
  unitValue: string;
  /** Null until the member picks a reason: a customs declaration is theirs to make. */
  whyAreYouSending: CustomsReason | null;
  /** The member's own reason, needed when the reason is Other. */
  otherReason: string;
  doesParcelContainDangerous: boolean;
  whatIfParcelCantBeDelivered: Undeliverable;
  /** Always 0 when the form is sent with a new forward (§3). */
  forwardId: 0;
}

/** A blank declaration with the spec's defaults: no dangerous goods, return to sender. */
export function newCustomForm(): CustomForm {
  return {
    whatIsIt: '',
    unitValue: '',
    whyAreYouSending: null,
    otherReason: '',
    doesParcelContainDangerous: false,
    whatIfParcelCantBeDelivered: 'Return to Sender',
    forwardId: 0,
  };
}

/** What the unit value field accepts while typing, "12." included (§5, §9). */
const UNIT_VALUE_INPUT = /^\d*\.?\d{0,4}$/;

export function acceptsUnitValueInput(text: string): boolean {
  return UNIT_VALUE_INPUT.test(text);
}

/** A finished unit value: what the field accepts, with at least one digit. */
export function isUnitValue(text: string): boolean {
  return acceptsUnitValueInput(text) && /\d/.test(text);
}

/** A finished unit value as the API writes it: "12." is 12 and ".5" is 0.5. */
export function unitValueForRequest(text: string): string {
  const [whole, fraction] = text.trim().split('.') as [string, string?];
  return fraction ? `${whole || '0'}.${fraction}` : whole;
}

export type CustomFormField =
  'whatIsIt' | 'unitValue' | 'whyAreYouSending' | 'otherReason' | 'whatIfParcelCantBeDelivered';

/**
 * Checks a declaration (§5). Values that arrive from outside the form (the server's case) are checked
 * against the choices too.
 */
export function validateCustomForm(form: CustomForm): FieldErrors<CustomFormField> {
  const errors: FieldErrors<CustomFormField> = {};
  if (isBlank(form.whatIsIt)) errors.whatIsIt = 'validation.customs.description';
  if (isBlank(form.unitValue)) errors.unitValue = 'validation.required';
  else if (!isUnitValue(form.unitValue)) errors.unitValue = 'validation.customs.unitValue';
  if (!isOneOf(CUSTOMS_REASONS, form.whyAreYouSending)) {
    errors.whyAreYouSending = 'validation.choice';
  } else if (form.whyAreYouSending === 'Other' && isBlank(form.otherReason)) {
    errors.otherReason = 'validation.required';
  }
  if (!isOneOf(UNDELIVERABLE_CHOICES, form.whatIfParcelCantBeDelivered)) {
    errors.whatIfParcelCantBeDelivered = 'validation.choice';
  }
  return errors;
}

function isOneOf<T extends string>(choices: readonly T[], value: string | null): value is T {
  return (choices as readonly (string | null)[]).includes(value);
}
