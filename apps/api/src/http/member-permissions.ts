import { operationSettings } from '@portal/contract/operations';
import { roleAllows, type Permission } from '@portal/domain/team-roles';
import { sessionOf, type TeamRole } from '#auth/sessions.ts';
import { ApiProblem } from '#contract/problem.ts';
import type { OperationHandlers, OperationId } from '#contract/operation-handler.ts';
import { actAs } from '#platform/acting-user.ts';

/**
 * Each operation that needs a session states the permission it needs in the contract
 * (`x-permission`); what a role allows is the domain's rule, which the screens follow too
 * (decision 105).
 */
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
      if (!roleAllows(session.role, permission)) throw roleForbids(session.role);
      return actAs(session, () => handler(...args));
    };
  }
  return checked as OperationHandlers;
}
