import { createHash } from 'node:crypto';
import { describe, expect } from 'vitest';
import { it } from '../../../test/api-test.ts';
import { outboxEmail } from '#platform/messages/messages.ts';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe('the outbox email provider', () => {
  it('records each attachment’s name, size and SHA-256, never its bytes', async ({ api }) => {
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
        { filename: '1 Notice.pdf', size: 1234, sha256: sha256(new Uint8Array(1234)) },
        { filename: '2 Rates.pdf', size: 99, sha256: sha256(new Uint8Array(99)) },
      ],
    });
  });
});
