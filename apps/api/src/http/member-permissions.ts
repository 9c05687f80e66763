import { operationSettings } from '@portal/contract/operations';
import { sessionOf, type TeamRole } from '#auth/sessions.ts';
import { ApiProblem } from '#contract/problem.ts';
import type { OperationHandlers, OperationId } from '#contract/operation-handler.ts';
import { actAs } from '#platform/acting-user.ts';

/**
 * What a signed-in user's role allows (decision 105). Each operation that needs a session states
 * the permission it needs in the contract (`x-permission`); a viewer reads and downloads, a member
 * also acts on mail, an admin also pays, manages users and changes what affects everyone.
 */
export type Permission = NonNullable<(typeof operationSettings)[OperationId]['permission']>;

export const ROLE_PERMISSIONS: Record<TeamRole, readonly Permission[]> = {
  viewer: ['view'],
  member: ['view', 'act'],
  admin: ['view', 'act', 'admin'],
};

/** The permission an operation needs, as the contract says; null when it needs no session. */
export const permissionOf = (operationId: OperationId): Permission | null =>
  operationSettings[operationId].permission;

/** 403 `role_forbids`: the signed-in user's role does not allow the operation. */
export const roleForbids = (role: TeamRole) =>
  new ApiProblem(
    403,
    'role_forbids',
    `A ${role} of this account cannot do this; ask one of its admins.`,
  );

/**
 * The handlers, each one that needs a session first refusing a user whose role does not allow it
 * and then running as that user, so every audit line it writes names them. The role is the one
 * read with the session on this request: a changed role counts from the user's next request.
 */
export function withPermissions(handlers: OperationHandlers): OperationHandlers {
  const checked: Record<string, unknown> = { ...handlers };
  for (const operationId of Object.keys(operationSettings) as OperationId[]) {
    const permission = permissionOf(operationId);
    if (permission === null) continue;
    const handler = handlers[operationId] as (...args: unknown[]) => Promise<unknown>;
    checked[operationId] = async (...args: Parameters<OperationHandlers['listMail']>) => {
      const session = sessionOf(args[0]);
      if (!ROLE_PERMISSIONS[session.role].includes(permission)) throw roleForbids(session.role);
      return actAs(session, () => handler(...args));
    };
  }
  return checked as OperationHandlers;
}
