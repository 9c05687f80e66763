import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { member } from '#testing/fixtures.ts';
import { fakeMembersApi, renderPortal } from '#testing/render-portal.tsx';
import {
  signedInAsMember,
  signedInAsViewer,
  teamInvitations,
  teamUsers,
} from '#testing/team-fixtures.ts';

const PATH = '/Members/Account/Users';

/** The team API as the server keeps it: invitations, role changes and removals change the next read. */
function fakeTeamApi(overrides: Record<string, unknown> = {}) {
  let users = [...teamUsers];
  let invitations = [...teamInvitations];
  return fakeMembersApi({
    'GET /api/Team/Users': () => ({ body: { users, invitations } }),
    'POST /api/Team/Invitations': async (request: Request) => {
      const { email, role } = (await request.json()) as { email: string; role: 'member' };
      const invitation = { ...teamInvitations[0]!, invitationId: 12, email, role };
      invitations = [...invitations, invitation];
      return { body: invitation };
    },
    'DELETE /api/Team/Invitations/11': () => {
      invitations = invitations.filter((each) => each.invitationId !== 11);
      return { status: 204 };
    },
    'PUT /api/Team/Users/2': async (request: Request) => {
      const { role } = (await request.json()) as { role: 'viewer' };
      users = users.map((user) => (user.userId === 2 ? { ...user, role } : user));
      return { body: users.find((user) => user.userId === 2) };
    },
    'DELETE /api/Team/Users/3': () => {
      users = users.filter((user) => user.userId !== 3);
      return { status: 204 };
    },
    ...overrides,
  });
}

const people = () => screen.findByRole('list', { name: 'People with access' });

describe('Users (a shared mailroom)', () => {
  it('lists the holder first with a fixed role, then the others with their role to change', async () => {
    fakeTeamApi();
    renderPortal(PATH, { signedInAs: member });
    const rows = within(await people()).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Alexandra Montgomery-Smythe \(you\).*Account holder.*Admin$/),
      expect.stringContaining('Sam Lee'),
      expect.stringContaining('Priya Nair'),
    ]);
    expect(within(rows[0]!).queryByRole('combobox')).toBeNull();
    expect(within(rows[0]!).queryByRole('button')).toBeNull();
    expect(within(rows[1]!).getByRole('combobox', { name: 'Role of Sam Lee' })).toHaveValue(
      'member',
    );
    const waiting = screen.getByRole('list', { name: 'Invitations waiting' });
    expect(waiting).toHaveTextContent('jordan@test.example');
    expect(waiting).toHaveTextContent('Member · invited by Alexandra Montgomery-Smythe');
  });

  it('invites by email with the role chosen, and lists the invitation the server made', async () => {
    const calls = fakeTeamApi();
    renderPortal(PATH, { signedInAs: member });
    await userEvent.click(await screen.findByRole('button', { name: 'Invite someone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite someone to this mailbox' });
    await userEvent.type(within(dialog).getByLabelText('Their email address'), 'kim@test.example');
    await userEvent.click(within(dialog).getByRole('radio', { name: /Viewer/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));

    expect(await screen.findByText('Invitation sent to kim@test.example.')).toBeVisible();
    const sent = calls.find((call) => call.method === 'POST' && call.url.includes('Invitations'));
    expect(await sent!.json()).toEqual({ email: 'kim@test.example', role: 'viewer' });
    expect(screen.getByRole('list', { name: 'Invitations waiting' })).toHaveTextContent(
      'kim@test.example',
    );
  });

  it('says why an invitation is refused and keeps what was typed', async () => {
    fakeTeamApi({
      'POST /api/Team/Invitations': { status: 409, body: { code: 'already_a_user' } },
    });
    renderPortal(PATH, { signedInAs: member });
    await userEvent.click(await screen.findByRole('button', { name: 'Invite someone' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Their email address'), 'sam@test.example');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This person already shares this mailbox.',
    );
    expect(within(dialog).getByLabelText('Their email address')).toHaveValue('sam@test.example');
  });

  it('refuses a malformed email before asking the server', async () => {
    const calls = fakeTeamApi();
    renderPortal(PATH, { signedInAs: member });
    await userEvent.click(await screen.findByRole('button', { name: 'Invite someone' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Their email address'), 'kim@');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Their email address')).toHaveAttribute(
        'aria-invalid',
        'true',
      ),
    );
    expect(calls.some((call) => call.url.includes('Invitations'))).toBe(false);
  });

  it('changes a role once the server has, and removes a person after asking', async () => {
    fakeTeamApi();
    renderPortal(PATH, { signedInAs: member });
    await people();
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Role of Sam Lee' }),
      'viewer',
    );
    expect(await screen.findByText('Sam Lee’s role is now Viewer.')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Remove Priya Nair' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove Priya Nair?' });
    expect(confirm).toHaveTextContent('signed out everywhere at once');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Priya Nair no longer has access.')).toBeVisible();
    expect(within(await people()).queryByText('Priya Nair')).toBeNull();
  });

  it('cancels a waiting invitation', async () => {
    fakeTeamApi();
    renderPortal(PATH, { signedInAs: member });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Cancel the invitation to jordan@test.example' }),
    );
    expect(
      await screen.findByText('The invitation to jordan@test.example was cancelled.'),
    ).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Invitations waiting' })).toBeNull();
  });
});

describe('Settings by role', () => {
  const menu = async () =>
    within(await screen.findByRole('navigation', { name: 'Settings' }))
      .getAllByRole('link')
      .map((link) => link.textContent);

  it('shows a member the sections a member may use, and opens the first of them', async () => {
    fakeMembersApi({ 'POST /api/account/GetAccount': { body: signedInAsMember } });
    renderPortal('/Members/Account', { signedInAs: signedInAsMember });
    expect(await menu()).toEqual([
      'Addresses',
      'Mail Rules',
      'Notifications',
      'Security & Login',
      'Transactions',
      'Storage Metrics',
      'Audit Log',
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Addresses' })).toBeVisible();
  });

  it('shows a viewer what they may read, and does not find Users at its address', async () => {
    fakeMembersApi({ 'POST /api/account/GetAccount': { body: signedInAsViewer } });
    const { unmount } = renderPortal('/Members/Account', { signedInAs: signedInAsViewer });
    expect(await menu()).toEqual([
      'Notifications',
      'Security & Login',
      'Transactions',
      'Storage Metrics',
      'Audit Log',
    ]);
    unmount();
    renderPortal(PATH, { signedInAs: signedInAsViewer });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Page not found');
  });
});

describe('Notifications, each user their own', () => {
  it('lets a viewer switch their own emails, sent to their own address', async () => {
    const calls: string[] = [];
    fakeMembersApi({
      'POST /api/account/GetAccount': { body: signedInAsViewer },
      'POST /api/Account/updateSeperateAlerts': (request: Request) => {
        calls.push(new URL(request.url).search);
        return { body: { ...signedInAsViewer, seperateAlerts: true } };
      },
    });
    renderPortal('/Members/Account/Notifications', { signedInAs: signedInAsViewer });
    expect(await screen.findByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    expect(await screen.findByText(/^These are your own settings/)).toHaveTextContent(
      "emails about the account's mail go to priya.nair@bookkeeping.test.example. Everyone who signs in to the account chooses their own.",
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'One email per item' }));
    await waitFor(() => expect(calls).toEqual(['?sendSeperate=true']));
  });
});

describe('who is who', () => {
  it('names in the audit log who did each thing, and the brand for what the service did', async () => {
    fakeMembersApi({
      'GET /api/Audit': (request: Request) => ({
        body:
          new URL(request.url).searchParams.get('page') === '0'
            ? [
                {
                  auditId: 2,
                  dateTime: '2026-11-20T09:41:00Z',
                  text: { key: 'audit.loggedIn', values: { ip: '203.0.113.7' } },
                  by: 'Sam Lee',
                },
                {
                  auditId: 1,
                  dateTime: '2026-11-01T00:10:00Z',
                  text: {
                    key: 'audit.monthlyFee',
                    values: { amount: 19.95, planName: 'Standard' },
                  },
                  by: null,
                },
              ]
            : [],
      }),
    });
    renderPortal('/Members/Account/AuditLog', { signedInAs: member });
    const table = await screen.findByRole('table', { name: 'Audit Log' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Date and time', 'What happened', 'By']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getAllByRole('cell').at(-1)).toHaveTextContent('Sam Lee');
    expect(within(rows[1]!).getAllByRole('cell').at(-1)).toHaveTextContent('Test Mail');
  });

  it('shows the person signed in, and whose mailbox it is with their role there', async () => {
    fakeMembersApi({ 'POST /api/account/GetAccount': { body: signedInAsMember } });
    renderPortal('/Members/', { signedInAs: signedInAsMember });
    const trigger = await screen.findByRole('button', { name: /^Sam Lee \(\$87\.40\)$/ });
    await userEvent.click(trigger);
    expect(screen.getByRole('menuitem', { name: 'Account' })).toHaveAccessibleDescription(
      'Alexandra Montgomery-Smythe’s mailbox · Member',
    );
  });
});
