import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { outboxEmail } from '#platform/messages/messages.ts';

let api: TestApp;
beforeAll(async () => {
  api = await startTestApp();
});
afterAll(async () => {
  await api.close();
});

describe('the outbox email provider', () => {
  it('records each attachment’s name and size, never its bytes', async () => {
    await outboxEmail(api.db.kysely).send({
      webpage: 'harbour-mail',
      to: 'accountant@mail.test',
      subject: 'Scans',
      text: 'Attached.',
      attachments: [
        { filename: '1 Notice.pdf', contentType: 'application/pdf', content: new Uint8Array(1234) },
        { filename: '2 Rates.pdf', contentType: 'application/pdf', content: new Uint8Array(99) },
      ],
    });
    const row = await api.db.kysely
      .selectFrom('outbox_messages')
      .select(['attachments', 'body_text'])
      .where('recipient', '=', 'accountant@mail.test')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      body_text: 'Attached.',
      attachments: [
        { filename: '1 Notice.pdf', size: 1234 },
        { filename: '2 Rates.pdf', size: 99 },
      ],
    });
  });
});
