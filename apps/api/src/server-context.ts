import type { Kysely } from 'kysely';
import type { SessionCookieOptions } from '#auth/sessions.ts';
import type { TransactionLimits } from '#db/member-transaction.ts';
import type { Tables } from '#db/tables.ts';
import type { CardProvider } from '#payments/card-provider.ts';
import type { PaypalProvider } from '#payments/paypal-provider.ts';
import type { EmailProvider, SmsProvider } from '#providers/messages.ts';
import type { AfterResponse } from '#services/after-response.ts';
import type { Storage } from '#storage/storage.ts';

/** What every operation handler may use; built once at start-up (see app.ts). */
export interface ServerContext {
  db: Kysely<Tables>;
  /** The limits of members' transactions (db/member-transaction.ts). */
  limits: TransactionLimits;
  cookie: SessionCookieOptions;
  email: EmailProvider;
  sms: SmsProvider;
  /** Charges cards by provider token (sandbox by default). */
  cards: CardProvider;
  /** Verifies PayPal orders (sandbox by default). */
  paypal: PaypalProvider;
  /** Scans and identity photos. */
  storage: Storage;
  /** Development aids (the /dev/outbox page); never on in production. */
  development: boolean;
  /** Work that runs after the answer has left (emails whose timing must reveal nothing). */
  afterResponse: AfterResponse;
}
