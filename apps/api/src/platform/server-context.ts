import type { Kysely } from 'kysely';
import type { TransactionLimits } from '#platform/db/member-transaction.ts';
import type { Tables } from '#platform/db/tables.ts';
import type { CardProvider } from '#platform/payments/card-provider.ts';
import type { PaypalProvider } from '#platform/payments/paypal-provider.ts';
import type { EmailProvider, SmsProvider } from '#platform/messages/messages.ts';
import type { AfterResponse } from '#platform/after-response.ts';
import type { Storage } from '#platform/storage/storage.ts';

/** How the session and device cookies are set. */
export interface SessionCookieOptions {
  /** Production: `__Host-` name and Secure, so the cookie is sent over HTTPS to this host only. */
  secure: boolean;
}

/** Where the server is in its life: `draining` from SIGTERM until it exits (decision 106). */
export interface Lifecycle {
  draining: boolean;
}

/** What every operation handler may use; built once at start-up (see app.ts). */
export interface ServerContext {
  db: Kysely<Tables>;
  /** The limits of members' transactions (platform/db/member-transaction.ts). */
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
  /** Readiness answers 503 while draining. */
  lifecycle: Lifecycle;
}
