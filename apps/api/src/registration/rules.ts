import { addresseeName, mailingAddressLines } from '@portal/domain/mailing-address';
import type { PaymentDecision } from '@portal/domain/account-lifecycle';
import type { DomainMessageKey } from '@portal/domain/messages';
import { validateSignupForm } from '@portal/domain/validation/contact-form';
import type { Kysely } from 'kysely';
import type { AccountRow } from '#platform/db/account-row.ts';
import { EMAIL_UNAVAILABLE } from '#account/rules.ts';
import type { Brand } from '#brands/brand-registry.ts';
import type { Tables } from '#platform/db/tables.ts';
import { composeEmail, recipientOf } from '#notices/email-layout.ts';
import { welcomeEmail } from '#notices/welcome-email.ts';
import { invalidField } from '#contract/problem.ts';
import type { RequestBodyOf } from '#contract/operation-handler.ts';
import type { EmailMessage } from '#platform/messages/messages.ts';
import { chosenLocationsOf } from '#registration/queries.ts';

/** The English detail for each signup problem domain can report (§5, §8). */
const SIGNUP_PROBLEMS: Partial<Record<DomainMessageKey, string>> = {
  'validation.required': 'Can not be blank',
  'validation.email.invalidOrUnavailable': EMAIL_UNAVAILABLE,
  'validation.password.tooShort': 'Password must be at least 8 characters',
};

/** The §5 signup form rules; 400 on the first field that breaks one. */
export function checkSignupForm(form: RequestBodyOf<'signup'>): void {
  const problems = validateSignupForm({ ...form, repeatPassword: form.password });
  const [field, problem] = Object.entries(problems)[0] ?? [];
  if (field && problem)
    throw invalidField(field, SIGNUP_PROBLEMS[problem] ?? 'Is invalid', problem);
}

/**
 * The payment decision RegistrationComplete stands for: a card only when one is saved, so saying
 * `card` without one registers the member as paying without a card (§6 then asks for one).
 */
export function paymentDecision(account: AccountRow, x: 'card' | 'noCreditCard'): PaymentDecision {
  return x === 'card' && account.card_token !== null ? 'card' : 'noCreditCard';
}

/** The welcome email: every mail-receiving address the member chose, with their suite code. */
export async function welcomeMessage(
  db: Kysely<Tables>,
  brand: Brand,
  account: AccountRow,
): Promise<EmailMessage> {
  const locations = await chosenLocationsOf(db, account.account_id);
  const name = addresseeName({
    accountName: account.account_name,
    firstName: account.first_name,
    lastName: account.last_name,
  });
  // The same lines as the member's Your address card shows.
  return composeEmail(brand, recipientOf(account), welcomeEmail, {
    userCode: account.user_code,
    addresses: locations.map((location) =>
      mailingAddressLines(name, account.user_code, location).join('\n'),
    ),
  });
}
