import { operationPermissions } from '@portal/contract/operations';
import { roleAllows } from '@portal/domain/team-roles';
import { useAccount } from '#shared/api/account.ts';

/** An operation that needs a session, by its contract id. */
export type MemberOperation = keyof typeof operationPermissions;

/**
 * Whether the signed-in person's role allows an operation, by the permission the contract declares
 * for it (issue 39): screens leave out what the role cannot do; the server refuses it anyway.
 */
export function useCan(): (operation: MemberOperation) => boolean {
  const { role } = useAccount().you;
  return (operation) => roleAllows(role, operationPermissions[operation]);
}
