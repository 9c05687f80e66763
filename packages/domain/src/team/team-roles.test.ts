import { describe, expect, it } from 'vitest';
import {
  PERMISSIONS,
  roleAllows,
  TEAM_ROLES,
  type Permission,
  type TeamRole,
} from './team-roles.ts';

describe('roleAllows', () => {
  const table: Record<TeamRole, Permission[]> = {
    viewer: ['view'],
    member: ['view', 'act'],
    admin: ['view', 'act', 'admin'],
  };

  it.each(TEAM_ROLES)('a %s holds exactly its ladder of permissions', (role) => {
    expect(PERMISSIONS.filter((permission) => roleAllows(role, permission))).toEqual(table[role]);
  });
});
