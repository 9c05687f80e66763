import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STORED_AUTH_KEY } from '#shared/session.ts';
import { fakeMembersApi, renderPortal } from '#testing/render-portal.tsx';
import { member } from '#testing/fixtures.ts';
import { oneAccount, signedInAsMember, twoAccounts } from '#testing/team-fixtures.ts';

const samsOwn = { ...member, firstName: 'Sam', lastName: 'Lee' };

describe('switching mailboxes from the user menu (decision 105)', () => {
  it('offers the login’s other mailbox, switches, loads it and lands in its inbox', async () => {
    let switched = false;
    const calls = fakeMembersApi({
      'GET /api/Session/Accounts': { body: twoAccounts },
      'POST /api/Session/Switch': () => {
        switched = true;
        return { body: { ok: true } };
      },
      'POST /api/account/GetAccount': () => ({ body: switched ? samsOwn : signedInAsMember }),
    });
    const { history } = renderPortal('/Members/Account', { signedInAs: signedInAsMember });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: /Sam Lee/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Switch to Sam Lee’s mailbox' }));

    await waitFor(() => expect(history.location.pathname).toMatch(/^\/Members\/?$/));
    const switchCall = calls.find((call) => call.url.includes('/api/Session/Switch'));
    expect(await switchCall!.json()).toEqual({ accountId: 7 });
    const afterSwitch = calls.slice(calls.indexOf(switchCall!));
    expect(afterSwitch.some((call) => call.url.includes('/api/account/GetAccount'))).toBe(true);
    // Stored as a login stores it: the screens now show Sam's own mailbox.
    expect(JSON.parse(localStorage.getItem(STORED_AUTH_KEY)!)).toMatchObject({ firstName: 'Sam' });
  });

  it('adds nothing for a login of one mailbox', async () => {
    fakeMembersApi({ 'GET /api/Session/Accounts': { body: oneAccount } });
    renderPortal('/Members/', { signedInAs: member });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Alexandra/ }));
    expect(await screen.findByRole('menuitem', { name: 'Logout' })).toBeVisible();
    expect(screen.queryByRole('menuitem', { name: /Switch to/ })).toBeNull();
  });
});
