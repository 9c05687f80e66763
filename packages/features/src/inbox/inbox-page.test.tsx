import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeMembersApi, renderPortal } from '#shared/testing/render-portal.tsx';
import { member } from '#shared/testing/fixtures.ts';

describe('/Members/ inbox', () => {
  it('lists the inbox items with their status and pending action', async () => {
    fakeMembersApi();
    renderPortal('/Members/', { signedInAs: member });

    const item = (await screen.findByText('Letter from the bank')).closest(
      '[role="row"]',
    ) as HTMLElement;
    expect(within(item).getByText('Scanned')).toBeVisible();
    expect(within(item).getByText('Pending forward')).toBeVisible();
    expect(within(item).getByText('02/11/26')).toBeVisible();
  });

  it('says so when a folder is empty, and when mail cannot be fetched', async () => {
    const user = userEvent.setup();
    fakeMembersApi({
      'GET /api/Mail': (request: Request) =>
        new URL(request.url).searchParams.get('folder') === '-4' ? { body: [] } : { status: 501 },
    });
    renderPortal('/Members/', { signedInAs: member });

    expect(await screen.findByText("We didn't find anything to show here")).toBeVisible();
    await user.click(screen.getByRole('button', { name: /^Deleted Items/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Deleted Items' })).toBeVisible();
    expect(
      await screen.findByText("Your mail can't be shown right now. Please try again later."),
    ).toBeVisible();
  });
});
