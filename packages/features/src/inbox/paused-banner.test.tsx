import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { member } from '#testing/fixtures.ts';
import { fakeMembersApi, renderPortal } from '#testing/render-portal.tsx';

const paused = { ...member, status: 'On Hold' as const };
const BANNER = 'Your account is paused';

describe('the paused account banner', () => {
  it('tells a paused member that new mail waits unopened and unscanned', async () => {
    fakeMembersApi({ 'POST /api/account/GetAccount': { body: paused } });
    renderPortal('/Members/', { signedInAs: paused });

    expect(await screen.findByText(BANNER)).toBeVisible();
    expect(
      screen.getByText(
        'Mail that arrives is kept for you, unopened and not scanned, until you unpause.',
      ),
    ).toBeVisible();
  });

  it('is not shown while the account is active', async () => {
    fakeMembersApi();
    renderPortal('/Members/', { signedInAs: member });

    await screen.findByRole('heading', { level: 1, name: 'Inbox' });
    expect(screen.queryByText(BANNER)).toBeNull();
  });

  it('unpauses once, however often it is clicked, and goes when the account is active', async () => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const calls = fakeMembersApi({
      'POST /api/account/GetAccount': { body: paused },
      'POST /api/Account/Unpause': async () => {
        await answered;
        return { body: member };
      },
    });
    renderPortal('/Members/', { signedInAs: paused });
    const user = userEvent.setup();

    await screen.findByText(BANNER);
    const unpause = screen.getByRole('button', { name: 'Unpause' });
    await user.click(unpause);
    await user.click(unpause);
    answer();

    expect(await screen.findByText('Your account is active again')).toBeVisible();
    await waitFor(() => expect(screen.queryByText(BANNER)).toBeNull());
    expect(calls.filter((call) => call.url.includes('/api/Account/Unpause'))).toHaveLength(1);
  });

  it('says so, and stays, when unpausing fails', async () => {
    fakeMembersApi({
      'POST /api/account/GetAccount': { body: paused },
      'POST /api/Account/Unpause': { status: 500 },
    });
    renderPortal('/Members/', { signedInAs: paused });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Unpause' }));

    expect(
      await screen.findByText('Your account could not be unpaused. Please try again.'),
    ).toBeVisible();
    expect(screen.getByText(BANNER)).toBeVisible();
  });
});
