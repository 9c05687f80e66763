/**
 * /metrics (decision 106): Prometheus text with the named metrics after a few requests, emails
 * counted as sent or failed, a refused card charge counted, and refused without the token in
 * production.
 */
import { randomUUID } from 'node:crypto';
import { sandboxToken } from '@portal/domain/sandbox-card';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/api-test.ts';
import { startTestApp, XHR, type TestApp } from '../../test/test-app.ts';
import { markRegistered, newMember } from '../../test/member-fixtures.ts';
import { freePort } from '#platform/db/free-port.ts';
import { outboxEmail, type EmailProvider } from '#platform/messages/messages.ts';
import { smtpEmail } from '#platform/messages/smtp-email.ts';

let api: TestApp;
let failing: EmailProvider | undefined;
// Email goes to the outbox table, or while `failing` is set to an SMTP server that is not there.
useTestApp(
  (started) => (api = started),
  (db) => ({
    email: {
      send: (message) => (failing ?? outboxEmail(db.kysely)).send(message),
    },
  }),
);

const scrape = async (app = api.app, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: '/metrics', headers });

/** A member's support email: one email the API sends while the member waits. */
async function supportEmail(remoteAddress: string) {
  const { cookie } = await newMember(api);
  return api.app.inject({
    method: 'POST',
    url: '/api/Support/Email?webpage=harbour-mail',
    headers: { cookie, ...XHR },
    payload: { email: 'alex@mail.test', subject: 'Parcel', message: 'Has it arrived?' },
    remoteAddress,
  });
}

describe('GET /metrics in development', () => {
  it('answers Prometheus text with requests by operation, the pool, the queue and the rest', async () => {
    for (let i = 0; i < 3; i += 1) await api.app.inject({ method: 'GET', url: '/api/health' });
    await api.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    const response = await scrape();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const text = response.body;
    expect(text).toMatch(
      /^portal_http_request_duration_seconds_count\{operation="getHealth",method="GET",status="200"\} 3$/m,
    );
    expect(text).toMatch(
      /^portal_http_request_duration_seconds_bucket\{le="0.5",operation="getHealth",method="GET",status="200"\} 3$/m,
    );
    expect(text).toMatch(/operation="unmatched",method="GET",status="404"/);
    expect(text).toMatch(/^portal_db_pool_connections\{state="total"\} [1-9]/m);
    expect(text).toMatch(/^portal_db_pool_connections\{state="waiting"\} 0$/m);
    expect(text).toMatch(/^portal_job_queue_jobs\{state="waiting"\} \d+$/m);
    expect(text).toMatch(/^portal_job_queue_jobs\{state="failed"\} 0$/m);
    for (const name of [
      'portal_messages_total',
      'portal_jobs_total',
      'portal_ocr_duration_seconds',
      'portal_payment_failures_total',
    ]) {
      expect(text).toContain(`# TYPE ${name}`);
    }
  });

  it('counts an email sent and one its SMTP server failed to take', async () => {
    expect((await supportEmail('10.0.0.1')).statusCode).toBe(204);
    failing = smtpEmail(`smtp://127.0.0.1:${await freePort()}`);
    try {
      expect((await supportEmail('10.0.0.2')).statusCode).toBe(502);
    } finally {
      failing = undefined;
    }
    const text = (await scrape()).body;
    expect(text).toMatch(/^portal_messages_total\{channel="email",outcome="sent"\} 1$/m);
    expect(text).toMatch(/^portal_messages_total\{channel="email",outcome="failed"\} 1$/m);
  });

  it('counts a card charge the bank refused', async () => {
    const member = await newMember(api);
    await markRegistered(api, member.accountId);
    const post = (url: string, payload: object) =>
      member.call('POST', url, { payload, headers: { 'idempotency-key': randomUUID() } });
    const saved = await post('/api/Payment/UpdateCard', {
      cardName: 'Alex Chen',
      autoTopUpAmount: 50,
      sourceToken: sandboxToken('4000000000000341') ?? '',
      chargeNow: false,
    });
    expect(saved.statusCode).toBe(200);
    expect((await post('/api/Payment/ChargeCard', { amount: 50 })).statusCode).toBe(402);
    expect((await scrape()).body).toMatch(
      /^portal_payment_failures_total\{provider="sandbox",operation="charge",reason="declined"\} 1$/m,
    );
  });

  it('is open to loopback only without a token', async () => {
    const response = await api.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '203.0.113.9',
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /metrics in production', () => {
  const token = 'a-metrics-token-of-24ch';

  it('asks for the bearer token METRICS_TOKEN, and answers with it', async () => {
    const production = await startTestApp({
      production: true,
      development: false,
      metricsToken: token,
    });
    try {
      const refused = await scrape(production.app);
      expect(refused.statusCode).toBe(401);
      expect(refused.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(refused.body).not.toContain('portal_');
      expect((await scrape(production.app, { authorization: 'Bearer wrong' })).statusCode).toBe(
        401,
      );
      const allowed = await scrape(production.app, { authorization: `Bearer ${token}` });
      expect(allowed.statusCode).toBe(200);
      expect(allowed.body).toContain('portal_http_request_duration_seconds');
    } finally {
      await production.close();
    }
  });

  it('is off without METRICS_TOKEN', async () => {
    const production = await startTestApp({ production: true, development: false });
    try {
      const response = await scrape(production.app);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('portal_');
    } finally {
      await production.close();
    }
  });
});
