import { describe, expect, it } from 'vitest';
import { useForFile } from '../../test/api-test.ts';
import {
  addMail,
  mailMember,
  startMailTestApp,
  type MailTestApp,
} from '../../test/mail-fixtures.ts';

let api: MailTestApp;
useForFile(startMailTestApp, (started) => (api = started));

const DAY = 86_400_000;
const letter = (lines: string[]) => ({
  contents: { envelope: { from: ['Sender'], to: ['Test Member'] }, pages: [lines] },
});

describe('GET /api/mail/search ranking and snippets', () => {
  it('ranks the name, then the blurb, then whole words and repeats, newest first among equals, page by page', async () => {
    const { accountId, call } = await mailMember(api);
    const at = (days: number) => new Date(Date.now() - days * DAY);
    const inText = await addMail(
      api,
      accountId,
      { name: 'Bank', date_received: at(1) },
      letter(['Your pension statement']),
    );
    const inWordPart = await addMail(
      api,
      accountId,
      { name: 'Fund', date_received: at(0) },
      letter(['Superpensions are here']),
    );
    const repeated = await addMail(
      api,
      accountId,
      { name: 'Centrelink', date_received: at(5) },
      letter(['Pension change', 'Your pension rises', 'Pension day is Thursday']),
    );
    const inBlurb = await addMail(
      api,
      accountId,
      { name: 'ATO', blurb: 'Pension notice', date_received: at(9) },
      {},
    );
    const inName = await addMail(
      api,
      accountId,
      { name: 'Pension office', date_received: at(10) },
      {},
    );
    const search = async (url: string) =>
      (await call('GET', url)).json<{ mailId: number; snippet?: unknown }[]>();

    const hits = await search('/api/mail/search?query=pension');
    expect(hits.map((hit) => hit.mailId)).toEqual([inName, inBlurb, repeated, inText, inWordPart]);
    expect(hits[0]).not.toHaveProperty('snippet');
    expect(hits[2]).toMatchObject({
      snippet: {
        text: 'Pension change Your pension rises Pension day is Thursday',
        page: 2,
        start: 0,
        length: 7,
      },
    });
    expect(hits[3]).toMatchObject({ snippet: { text: 'Your pension statement', start: 5 } });

    const firstPage = await search('/api/mail/search?query=pension&limit=2');
    const secondPage = await search(
      `/api/mail/search?query=pension&limit=2&after=${firstPage[1]!.mailId}`,
    );
    const lastPage = await search(
      `/api/mail/search?query=pension&limit=2&after=${secondPage[1]!.mailId}`,
    );
    expect([...firstPage, ...secondPage, ...lastPage].map((hit) => hit.mailId)).toEqual(
      hits.map((hit) => hit.mailId),
    );
  });
});
