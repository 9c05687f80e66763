import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { member } from '#testing/fixtures.ts';
import { fakeMembersApi, renderPortal } from '#testing/render-portal.tsx';

const closing = {
  ...member,
  closing: { noticeEndsOn: '2026-12-26', heldMail: 'shred' as const },
};
const BANNER = 'Your account closes on 26 December 2026';

describe('the closing account banner', () => {
  it('tells a member serving notice when the account closes, and leads to withdrawing it', async () => {
    fakeMembersApi({ 'POST /api/account/GetAccount': { body: closing } });
    const { history } = renderPortal('/Members/', { signedInAs: closing });

    expect(await screen.findByText(BANNER)).toBeVisible();
    expect(screen.getByText(/Changed your mind\? You can/)).toBeVisible();
    // The link is inside the sentence, not after it.
    await userEvent.click(screen.getByRole('link', { name: 'withdraw the notice' }));
    expect(history.location.pathname).toBe('/Members/Account/CloseAccount');
    expect(await screen.findByRole('button', { name: 'Withdraw notice' })).toBeVisible();
  });

  it('is not shown without a notice', async () => {
    fakeMembersApi();
    renderPortal('/Members/', { signedInAs: { ...member, closing: null } });

    await screen.findByRole('heading', { level: 1, name: 'Inbox' });
    expect(screen.queryByText(BANNER)).toBeNull();
  });

  it('stands beside the paused banner when a paused account gives notice', async () => {
    const pausedAndClosing = { ...closing, status: 'On Hold' as const };
    fakeMembersApi({ 'POST /api/account/GetAccount': { body: pausedAndClosing } });
    renderPortal('/Members/', { signedInAs: pausedAndClosing });

    expect(await screen.findByText(BANNER)).toBeVisible();
    expect(screen.getByText('Your account is paused')).toBeVisible();
  });
});
