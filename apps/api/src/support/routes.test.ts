import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, XHR, type TestApp } from '../../test/test-app.ts';
import { auditMessages, newMember } from '../../test/member-fixtures.ts';
import { buildApp } from '#http/app.ts';
import type { EmailMessage } from '#platform/messages/messages.ts';
import { testStorage } from '../../test/test-storage.ts';

let api: TestApp;
let app: FastifyInstance;
const sent: EmailMessage[] = [];
let failing = false;

/** The whole API with an email provider that records what it is asked to send, or fails. */
beforeAll(async () => {
  api = await startTestApp();
  app = await buildApp({
    storage: testStorage(),
    db: api.db,
    webRoot: null,
    logLevel: 'silent',
    email: {
      async send(message) {
        if (failing) throw new Error('SMTP connection refused');
        sent.push(message);
      },
    },
  });
});
afterAll(async () => {
  await app.close();
  await api.close();
});

const message = {
  email: 'alex.chen@mail.test',
  subject: 'Parcel from overseas',
  message: 'Has my parcel from Japan arrived yet?',
};
const send = (
  cookie: string,
  payload: object = message,
  webpage = 'harbour-mail',
  remoteAddress = '127.0.0.1',
) =>
  app.inject({
    method: 'POST',
    url: `/api/Support/Email?webpage=${webpage}`,
    headers: { cookie, ...XHR },
    payload,
    remoteAddress,
  });

describe('Support/Email', () => {
  it("emails the brand's support address with replies going to the member", async () => {
    const { accountId, cookie } = await newMember(api);
    sent.length = 0;

    const response = await send(cookie);
    expect(response.statusCode).toBe(204);
    expect(sent).toEqual([
      expect.objectContaining({
        webpage: 'harbour-mail',
        to: 'support@harbour.test',
        replyTo: 'alex.chen@mail.test',
        subject: 'Support: Parcel from overseas',
      }),
    ]);
    expect(sent[0]?.text).toContain('Has my parcel from Japan arrived yet?');
    expect(sent[0]?.text).toContain('Test Member');
    expect(await auditMessages(api, accountId)).toEqual([
      { key: 'audit.supportEmailSent', values: { subject: 'Parcel from overseas' } },
    ]);
  });

  it('answers 502 with the brand address to write to when the email provider fails', async () => {
    const { accountId, cookie } = await newMember(api);
    failing = true;
    try {
      const response = await send(cookie);
      expect(response.statusCode).toBe(502);
      expect(response.json()).toMatchObject({
        code: 'provider_error',
        detail: 'Unable to send email. Please send directly to support@harbour.test',
      });
    } finally {
      failing = false;
    }
    expect(await auditMessages(api, accountId)).toEqual([]);
  });

  it('keeps the subject on one line: line breaks cannot add a header', async () => {
    const { cookie } = await newMember(api);
    sent.length = 0;
    const response = await send(cookie, {
      ...message,
      subject: 'Parcel\r\nBcc: everyone@elsewhere.test\r\n',
      message: 'Line one\r\nLine two',
    });
    expect(response.statusCode).toBe(204);
    expect(sent[0]?.subject).toBe('Support: Parcel Bcc: everyone@elsewhere.test');
    expect(sent[0]?.replyTo).toBe('alex.chen@mail.test');
    // The message body keeps its lines.
    expect(sent[0]?.text).toContain('Line one\r\nLine two');
  });

  it('refuses a subject of line breaks only', async () => {
    const { cookie } = await newMember(api);
    const response = await send(cookie, { ...message, subject: '\r\n' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid_field', field: 'subject' });
  });

  it.each([
    ['email', { ...message, email: 'not-an-email' }],
    ['subject', { ...message, subject: '' }],
    ['message', { email: message.email, subject: message.subject }],
  ])('refuses a bad %s with 400 naming it', async (field, payload) => {
    const { cookie } = await newMember(api);
    const response = await send(cookie, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid_field', field });
  });

  it('refuses an unknown brand with 400 naming webpage', async () => {
    const { cookie } = await newMember(api);
    const response = await send(cookie, message, 'nobody');
    expect(response.json()).toMatchObject({ code: 'invalid_field', field: 'webpage' });
  });

  it('limits a member to 10 messages an hour, answering 429 with Retry-After', async () => {
    const { cookie } = await newMember(api);
    for (let index = 0; index < 10; index += 1) expect((await send(cookie)).statusCode).toBe(204);
    const limited = await send(cookie);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'rate_limited' });
    expect(limited.headers['retry-after']).toBe('3600');
  });

  it('limits one IP to 20 messages an hour, whichever members send them', async () => {
    const ip = '198.51.100.77';
    for (let member = 0; member < 2; member += 1) {
      const { cookie } = await newMember(api);
      for (let index = 0; index < 10; index += 1) {
        expect((await send(cookie, message, 'harbour-mail', ip)).statusCode).toBe(204);
      }
    }
    const { cookie } = await newMember(api);
    const limited = await send(cookie, message, 'harbour-mail', ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('3600');
    expect((await send(cookie)).statusCode).toBe(204);
  });
});
