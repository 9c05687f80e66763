import type { Selectable } from 'kysely';
import { siteUrl, type Brand } from '#brands/brand-registry.ts';
import type { AccountsTable } from '#platform/db/tables.ts';
import { renderEmail, type EmailTemplate, type Recipient } from '#notices/email-document.ts';
import type { EmailMessage } from '#platform/messages/messages.ts';

export type {
  EmailBlock,
  EmailContent,
  EmailTemplate,
  Language,
  Recipient,
} from '#notices/email-document.ts';

export const recipientOf = (
  account: Pick<
    Selectable<AccountsTable>,
    'email' | 'first_name' | 'last_name' | 'language' | 'time_zone'
  >,
): Recipient => ({
  email: account.email,
  firstName: account.first_name,
  lastName: account.last_name,
  language: account.language,
  timeZone: account.time_zone,
});

/** A branded email in the member's language, its footer linking to the brand's portal. */
export function composeEmail<Values>(
  brand: Brand,
  to: Recipient,
  template: EmailTemplate<Values>,
  values: Values,
): EmailMessage {
  return renderEmail(brand, siteUrl(brand), to, template, values);
}
