/**
 * A shared mailroom (issue 39), typed by the contract: the holder of the fixtures' account, a member
 * and a viewer who joined by invitation, and one invitation still waiting.
 */
import type { Schema } from '@portal/api-client/types';
import { member } from '#testing/fixtures.ts';

export const teamUsers: Schema<'TeamUser'>[] = [
  {
    userId: 1,
    name: 'Alexandra Montgomery-Smythe',
    email: 'alex@test.example',
    role: 'admin',
    isHolder: true,
    joinedAt: '2026-03-02T01:00:00Z',
  },
  {
    userId: 2,
    name: 'Sam Lee',
    email: 'sam@test.example',
    role: 'member',
    isHolder: false,
    joinedAt: '2026-10-14T05:30:00Z',
  },
  {
    userId: 3,
    name: 'Priya Nair',
    email: 'priya.nair@bookkeeping.test.example',
    role: 'viewer',
    isHolder: false,
    joinedAt: '2026-11-03T22:10:00Z',
  },
];

export const teamInvitations: Schema<'TeamInvitation'>[] = [
  {
    invitationId: 11,
    email: 'jordan@test.example',
    role: 'member',
    invitedBy: 'Alexandra Montgomery-Smythe',
    invitedAt: '2026-11-18T02:00:00Z',
    expiresAt: '2026-11-25T02:00:00Z',
  },
];

/** The fixtures' account as Sam, a member who joined it, sees it. */
export const signedInAsMember: Schema<'Account'> = {
  ...member,
  you: { userId: 2, name: 'Sam Lee', email: 'sam@test.example', role: 'member', isHolder: false },
};

/** The fixtures' account as Priya, a viewer: she reads and downloads, and acts on nothing. */
export const signedInAsViewer: Schema<'Account'> = {
  ...member,
  you: {
    userId: 3,
    name: 'Priya Nair',
    email: 'priya.nair@bookkeeping.test.example',
    role: 'viewer',
    isHolder: false,
  },
};

/** What /JoinAccount shows for the waiting invitation. */
export const invitationDetails: Schema<'TeamInvitationDetails'> = {
  email: 'jordan@test.example',
  role: 'member',
  accountName: 'Alexandra Montgomery-Smythe',
  invitedBy: 'Alexandra Montgomery-Smythe',
  expiresAt: '2026-11-25T02:00:00Z',
  hasLogin: false,
};

/** The accounts a login of one account opens: that account alone (nothing to switch to). */
export const oneAccount: Schema<'MyAccount'>[] = [
  { accountId: 1, name: 'Alexandra Montgomery-Smythe', role: 'admin', current: true },
];

/** Sam's login opens his own mailbox too (decision 105): the fixtures' account is the current one. */
export const twoAccounts: Schema<'MyAccount'>[] = [
  { accountId: 7, name: 'Sam Lee', role: 'admin', current: false },
  { accountId: 1, name: 'Alexandra Montgomery-Smythe', role: 'member', current: true },
];
