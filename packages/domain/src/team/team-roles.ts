/**
 * Who may do what in a shared mailroom (issue 39). Every operation of the contract declares the
 * permission it needs (`x-permission`); a user's role grants a ladder of them: a viewer reads mail
 * and scans and downloads them, a member also acts on mail (forwards, scans, folders, labels,
 * rules), an admin also handles money, plan, users, pause, close and verification.
 */

export const TEAM_ROLES = ['viewer', 'member', 'admin'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

export const PERMISSIONS = ['view', 'act', 'admin'] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** The highest permission each role holds; a role holds every permission below it too. */
const ROLE_CEILING: Record<TeamRole, Permission> = {
  viewer: 'view',
  member: 'act',
  admin: 'admin',
};

/** Whether a user of this role may use an operation that needs this permission. */
export function roleAllows(role: TeamRole, permission: Permission): boolean {
  return PERMISSIONS.indexOf(permission) <= PERMISSIONS.indexOf(ROLE_CEILING[role]);
}
