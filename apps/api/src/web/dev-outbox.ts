import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Tables } from '#platform/db/tables.ts';
import { escapeHtml } from '#notices/escape-html.ts';

export interface OutboxEntry {
  id: number;
  channel: 'email' | 'sms';
  webpage: string;
  to: string;
  subject: string;
  text: string;
  links: string[];
  /** What the email carried: names, sizes and SHA-256 of the files, never their bytes. */
  attachments: { filename: string; size: number; sha256: string }[];
  /** Six-digit codes in the text (login guard, SMS), so a tester need not read the body. */
  codes: string[];
  sentAt: string;
}

/** Six digits standing alone: not part of a suite code (HM482913) or a link token. */
const CODE = /(?<![\w-])\d{6}(?![\w-])/g;

export const codesIn = (text: string): string[] => [...new Set(text.match(CODE) ?? [])];

/**
 * The development outbox (DESIGN §3.7): every email and SMS the server "sent", newest first, as a
 * page at /dev/outbox and as JSON at /dev/outbox.json for the end-to-end tests (`?to=` narrows it
 * to one recipient). Registered only in development: it shows codes and links that log people in.
 */
export async function registerDevOutbox(app: FastifyInstance, db: Kysely<Tables>): Promise<void> {
  const entries = async (to?: string): Promise<OutboxEntry[]> => {
    const rows = await db
      .selectFrom('outbox_messages')
      .selectAll()
      .$if(Boolean(to), (query) => query.where('recipient', '=', to ?? ''))
      .orderBy('message_id', 'desc')
      .execute();
    return rows.map((row) => ({
      id: row.message_id,
      channel: row.channel,
      webpage: row.webpage,
      to: row.recipient,
      subject: row.subject,
      text: row.body_text,
      links: row.links,
      attachments: row.attachments.map(({ filename, size, sha256 }) => ({
        filename,
        size,
        sha256,
      })),
      codes: codesIn(row.body_text),
      sentAt: row.created_at.toISOString(),
    }));
  };

  app.get<{ Querystring: { to?: string } }>('/dev/outbox.json', async (request) =>
    entries(request.query.to),
  );
  app.get<{ Querystring: { to?: string } }>('/dev/outbox', async (request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(outboxPage(await entries(request.query.to))),
  );
}

function outboxPage(entries: OutboxEntry[]): string {
  const items = entries.map(
    (entry) => `<article>
<h2>${escapeHtml(entry.subject || `SMS to ${entry.to}`)}</h2>
<p class="meta">${entry.channel} · to ${escapeHtml(entry.to)} · ${escapeHtml(entry.webpage)} · <time>${entry.sentAt}</time></p>
${entry.codes.map((code) => `<p>Code: <strong class="code">${code}</strong></p>`).join('')}
${entry.links.length ? `<ul>${entry.links.map((link) => `<li><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></li>`).join('')}</ul>` : ''}
<pre>${escapeHtml(entry.text)}</pre>
</article>`,
  );
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Development outbox</title>
<style>
body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}
article{border:1px solid #ccc;border-radius:.5rem;padding:0 1rem;margin:1rem 0}
.meta{color:#555}.code{font-size:1.4em;letter-spacing:.15em}pre{white-space:pre-wrap}
</style></head>
<body><h1>Development outbox</h1>
<p>Every email and SMS, newest first. This page exists only in development.</p>
${items.join('\n') || '<p>Nothing has been sent yet.</p>'}
</body></html>`;
}
