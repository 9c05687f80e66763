import { TEAM_ROLES, type TeamRole } from '@portal/domain/team-roles';
import type { IntlShape } from 'react-intl';

/** A role's name in the member's language: Viewer, Member, Admin. */
export const roleName = (intl: IntlShape, role: TeamRole) =>
  intl.formatMessage({ id: `team.role.${role}` });

/** The roles to choose from, each with what it may do (the invitation's radio buttons). */
export const roleChoices = (intl: IntlShape) =>
  TEAM_ROLES.map((role) => ({
    value: role,
    label: roleName(intl, role),
    description: intl.formatMessage({ id: `settings.users.roleHelp.${role}` }),
  }));
