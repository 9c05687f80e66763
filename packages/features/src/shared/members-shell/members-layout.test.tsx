import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { STORED_AUTH_KEY } from '#shared/session.ts';
import { fakeMembersApi, renderPortal } from '#testing/render-portal.tsx';
import { member } from '#testing/fixtures.ts';

describe('the members shell', () => {
  it("shows the member's name cut at 20 characters with the balance in brackets", async () => {
    fakeMembersApi();
    renderPortal('/Members/', { signedInAs: member });

    const menu = await screen.findByRole('button', { name: 'Alexandra Montgomery.. ($87.40)' });
    const user = userEvent.setup();
    await user.click(menu);
    expect(screen.getByRole('menuitem', { name: 'Inbox' })).toHaveAttribute('href', '/Members/');
    expect(screen.getByRole('menuitem', { name: 'Account' })).toHaveAttribute(
      'href',
      '/Members/Account',
    );
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
    expect(screen.queryByRole('menuitem', { name: 'Unpause' })).toBeNull();
  });

  it('offers Unpause in the user menu only while the account is paused, and unpauses', async () => {
    const paused = { ...member, status: 'On Hold' as const };
    const calls = fakeMembersApi({
      'POST /api/account/GetAccount': { body: paused },
      'POST /api/Account/Unpause': { body: member },
    });
    renderPortal('/Members/Account', { signedInAs: paused });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: /Alexandra/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Unpause' }));

    expect(await screen.findByText('Your account is active again')).toBeVisible();
    expect(calls.some((call) => call.url.includes('/api/Account/Unpause'))).toBe(true);
    await user.click(screen.getByRole('button', { name: /Alexandra/ }));
    expect(screen.queryByRole('menuitem', { name: 'Unpause' })).toBeNull();
  });

  it('has the logo, the mobile menu button and the support icon', async () => {
    fakeMembersApi();
    renderPortal('/Members/', { signedInAs: member });

    expect(await screen.findByRole('img', { name: 'Test Mail logo' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
    // The support page is a route of the portal, not a mail program.
    expect(screen.getByRole('link', { name: 'Contact support' })).toHaveAttribute(
      'href',
      '/Members/Support',
    );
  });

  it('names the page and the brand in the browser tab', async () => {
    fakeMembersApi();
    renderPortal('/Members/', { signedInAs: member });

    await screen.findByRole('heading', { name: 'Inbox' });
    await waitFor(() => expect(document.title).toBe('Inbox · Test Mail'));
  });

  it('switches language from the user menu, keeps it on the account, and names the currency', async () => {
    const calls = fakeMembersApi({
      'POST /api/Account/UpdateAccount': async (request: Request) => ({
        body: { ...member, ...((await request.json()) as object) },
      }),
    });
    renderPortal('/Members/', { signedInAs: member });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: /Alexandra/ }));
    expect(screen.getByRole('menuitemradio', { name: 'English' })).toBeChecked();
    await user.click(screen.getByRole('menuitemradio', { name: '日本語' }));

    expect(await screen.findByRole('heading', { name: '受信トレイ' })).toBeVisible();
    // Japanese readers would take a bare "$" for US dollars.
    expect(screen.getByRole('button', { name: /Alexandra/ })).toHaveAccessibleName(
      'Alexandra Montgomery.. (A$87.40)',
    );
    const saved = calls.find((call) => call.url.includes('/api/Account/UpdateAccount'));
    expect(await saved!.json()).toMatchObject({ language: 'jp', firstName: member.firstName });
  });

  it('opens the first unread alert at its url and marks it read', async () => {
    const calls = fakeMembersApi();
    const { history } = renderPortal('/Members/', { signedInAs: member });
    const user = userEvent.setup();

    expect(screen.queryByText('Letter arrived')).toBeNull();
    await user.click(
      await screen.findByRole('button', {
        name: 'Your photo ID has been verified: international forwarding is open to you.',
      }),
    );

    await waitFor(() => expect(history.location.pathname).toBe('/Members/Account'));
    const markRead = calls.find(
      (call) => call.method === 'POST' && call.url.includes('/api/Alert'),
    );
    expect(new URL(markRead!.url).searchParams.get('alertId')).toBe('4');
  });

  it('Logout clears stored auth, posts /api/account/logout, then goes to /Login', async () => {
    const calls = fakeMembersApi({ 'POST /api/account/logout': { status: 204 } });
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    renderPortal('/Members/', { signedInAs: member });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: /Alexandra/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));

    expect(localStorage.getItem(STORED_AUTH_KEY)).toBeNull();
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/Login'));
    const logout = calls.find((call) => call.url.includes('/api/account/logout'));
    expect(logout).toMatchObject({ method: 'POST' });
  });

  it('says a locked account must pay, how much, and where, on every members page', async () => {
    const locked = { ...member, balance: -12.5 };
    fakeMembersApi({ 'POST /api/account/GetAccount': { body: locked } });
    renderPortal('/Members/', { signedInAs: locked });

    expect(
      await screen.findByText(
        'Your account is locked: your balance is -$12.50. Mail actions and forwarding wait until you pay at least $20.00.',
        { exact: false },
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Make a manual payment' })).toHaveAttribute(
      'href',
      '/Members/Account/ManualPayment',
    );
  });

  it('shows no lock banner while the balance is zero or more', async () => {
    fakeMembersApi();
    renderPortal('/Members/', { signedInAs: member });

    await screen.findByRole('heading', { name: 'Inbox' });
    expect(screen.queryByRole('link', { name: 'Make a manual payment' })).toBeNull();
  });

  it('says a /Members address that names no screen is not found, inside the shell', async () => {
    fakeMembersApi();
    renderPortal('/Members/Nowhere', { signedInAs: member });

    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Inbox' })).toHaveAttribute('href', '/Members');
    expect(screen.getByRole('button', { name: /Alexandra/ })).toBeVisible();
    expect(screen.getAllByRole('main')).toHaveLength(1);
  });
});
