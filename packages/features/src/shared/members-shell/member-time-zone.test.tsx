import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Locale } from '@portal/i18n/locale';
import { describe, expect, it } from 'vitest';
import { fakeMembersApi, renderPortal } from '#testing/render-portal.tsx';
import { mailItem, member } from '#testing/fixtures.ts';

// 08:00 on 25 November in Sydney (AEDT, UTC+11): still the 24th in UTC, 06:00 in Tokyo.
const letter = { ...mailItem, dateScanned: '2026-11-24T21:00:00Z' };

async function openInbox(locale: Locale, timeZone: string) {
  const account = { ...member, language: locale, timeZone };
  fakeMembersApi({
    'POST /api/account/GetAccount': { body: account },
    'GET /api/Mail': { body: [letter] },
  });
  renderPortal('/Members/', { signedInAs: account, locale });
  return (await screen.findByText(letter.name)).closest('[role="row"]') as HTMLElement;
}

describe("dates in the member's time zone and language", () => {
  it.each([
    ['en', 'Australia/Sydney', '25/11/2026'],
    ['jp', 'Australia/Sydney', '2026/11/25'],
    ['zh-CN', 'Australia/Sydney', '2026/11/25'],
    ['zh-TW', 'Australia/Sydney', '2026/11/25'],
    ['en', 'America/Los_Angeles', '24/11/2026'],
  ] as const)('in %s, a member in %s sees the letter received on %s', async (locale, zone, day) => {
    const row = await openInbox(locale, zone);
    expect(within(row).getByText(day)).toBeVisible();
  });

  it('shows a Tokyo member the time the letter arrived in Tokyo, naming the zone', async () => {
    const row = await openInbox('jp', 'Asia/Tokyo');
    await userEvent.setup().click(row);
    expect(await screen.findByText('2026/11/25 06:00 JST')).toBeVisible();
  });
});

describe("money in the member's language", () => {
  it.each([
    ['en', '($87.40)'],
    ['jp', '(A$87.40)'],
    ['zh-CN', '(AU$87.40)'],
    ['zh-TW', '(AU$87.40)'],
  ] as const)(
    'in %s, the balance reads %s, never a bare dollar outside English',
    async (locale, balance) => {
      await openInbox(locale, 'Australia/Sydney');
      expect(screen.getByRole('button', { name: /Alexandra/ })).toHaveAccessibleName(
        `Alexandra Montgomery.. ${balance}`,
      );
    },
  );
});
