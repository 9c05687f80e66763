import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Tables } from '#platform/db/tables.ts';

export interface EmailMessage {
  /** The brand the message is sent for: its name, sender address and links. */
  webpage: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
  /** Links the message carries (verification, reset, login guard), listed by the dev outbox. */
  links?: string[];
  /** Files sent with the message, e.g. the scans of Email/Send. */
  attachments?: EmailAttachment[];
}

export interface EmailAttachment {
  filename: string;
  contentType: string;
  content: Uint8Array;
  /** Shown inside the HTML part (`<img src="cid:…">`) rather than listed as a file. */
  cid?: string;
}

export interface SmsMessage {
  webpage: string;
  to: string;
  text: string;
}

/** Sends email: SMTP in production, the outbox table in development (DESIGN §3.7). */
export interface EmailProvider {
  send(message: EmailMessage): Promise<void>;
}

/** Sends SMS: an HTTP provider in production, the outbox table in development. */
export interface SmsProvider {
  send(message: SmsMessage): Promise<void>;
}

/**
 * Keeps every message in `outbox_messages`, where /dev/outbox and the end-to-end tests read it. Of an
 * attachment it keeps the name, size and SHA-256, so a test can tell which file was sent.
 */
export function outboxEmail(db: Kysely<Tables>): EmailProvider {
  return {
    async send(message) {
      await db
        .insertInto('outbox_messages')
        .values({
          channel: 'email',
          webpage: message.webpage,
          recipient: message.to,
          subject: message.subject,
          body_text: message.text,
          body_html: message.html ?? null,
          links: JSON.stringify(message.links ?? []),
          attachments: JSON.stringify(
            (message.attachments ?? []).map(({ filename, content, cid }) => ({
              filename,
              size: content.byteLength,
              sha256: createHash('sha256').update(content).digest('hex'),
              ...(cid ? { cid } : {}),
            })),
          ),
        })
        .execute();
    },
  };
}

export function outboxSms(db: Kysely<Tables>): SmsProvider {
  return {
    async send(message) {
      await db
        .insertInto('outbox_messages')
        .values({
          channel: 'sms',
          webpage: message.webpage,
          recipient: message.to,
          body_text: message.text,
        })
        .execute();
    },
  };
}
