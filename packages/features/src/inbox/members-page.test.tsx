import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { STORED_AUTH_KEY } from '#shared/session.ts';
import { fakeApi, renderPortal, testAccount } from '#shared/testing/render-portal.tsx';

const mailItem = {
  mailId: 7,
  name: 'Letter from the bank',
  status: 3,
  mailActions: 1,
  mailType: 0,
  dateScanned: '2026-11-02T03:00:00Z',
  weight: 20,
  blurb: null,
  read: false,
};

function membersApi(overrides: Record<string, unknown> = {}) {
  return fakeApi({
    'POST /api/account/GetAccount': { body: testAccount },
    'GET /api/Alert': {
      body: [
        { alertId: 3, message: 'Read already', url: '/Members/', read: true },
        { alertId: 4, message: 'Your card was charged', url: '/Members/Account', read: false },
      ],
    },
    'POST /api/Alert': { status: 204 },
    'GET /api/Mail': { body: [mailItem] },
    ...overrides,
  });
}

describe('/Members/', () => {
  it("shows the member's name cut at 20 characters with the balance in brackets", async () => {
    membersApi();
    renderPortal('/Members/', { signedInAs: testAccount });

    const menu = await screen.findByRole('button', { name: 'Alexandra Montgomery.. ($87.40)' });
    const user = userEvent.setup();
    await user.click(menu);
    expect(screen.getByRole('menuitem', { name: 'Inbox' })).toHaveAttribute('href', '/Members/');
    expect(screen.getByRole('menuitem', { name: 'Account' })).toHaveAttribute(
      'href',
      '/Members/Account',
    );
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
  });

  it('has the logo, the mobile menu button and the support icon', async () => {
    membersApi();
    renderPortal('/Members/', { signedInAs: testAccount });

    expect(await screen.findByRole('img', { name: 'Test Mail logo' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('link', { name: 'Contact support' })).toHaveAttribute(
      'href',
      'mailto:help@test.example',
    );
  });

  it('lists the inbox items with their status and pending action', async () => {
    membersApi();
    renderPortal('/Members/', { signedInAs: testAccount });

    const item = (await screen.findByText('Letter from the bank')).closest('li')!;
    expect(within(item).getByText('Scanned')).toBeVisible();
    expect(within(item).getByText('Pending forward')).toBeVisible();
    expect(within(item).getByText('02/11/26')).toBeVisible();
  });

  it('says so when a folder is empty, and when mail cannot be fetched', async () => {
    const user = userEvent.setup();
    membersApi({
      'GET /api/Mail': (request: Request) =>
        new URL(request.url).searchParams.get('folder') === '-4' ? { body: [] } : { status: 501 },
    });
    renderPortal('/Members/', { signedInAs: testAccount });

    expect(await screen.findByText("We didn't find anything to show here")).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Deleted Items' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Deleted Items' })).toBeVisible();
    expect(
      await screen.findByText("Your mail can't be shown right now. Please try again later."),
    ).toBeVisible();
  });

  it('opens the first unread alert at its url and marks it read', async () => {
    const calls = membersApi();
    const { history } = renderPortal('/Members/', { signedInAs: testAccount });
    const user = userEvent.setup();

    expect(screen.queryByText('Read already')).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Your card was charged' }));

    await waitFor(() => expect(history.location.pathname).toBe('/Members/Account'));
    const markRead = calls.find(
      (call) => call.method === 'POST' && call.url.includes('/api/Alert'),
    );
    expect(new URL(markRead!.url).searchParams.get('alertId')).toBe('4');
  });

  it('Logout clears stored auth, then goes to /api/account/logout', async () => {
    membersApi();
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    renderPortal('/Members/', { signedInAs: testAccount });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: /Alexandra/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));

    expect(localStorage.getItem(STORED_AUTH_KEY)).toBeNull();
    expect(assign).toHaveBeenCalledWith('/api/account/logout');
  });
});
