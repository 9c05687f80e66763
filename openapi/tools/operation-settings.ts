/**
 * The per-operation settings the contract carries as vendor extensions, read and checked:
 * - `x-gate`: the §6 gates a member must pass (decision 082): `payment`, `terms`, `verification`;
 *   every operation states its list, `[]` for an open one, so none is gated or opened by accident;
 * - `x-brand-flag`: the brand setting (§1) without which the operation is refused;
 * - `x-idempotent`: the operation runs once per `Idempotency-Key`, which it must then document;
 * - `x-permission`: what a signed-in user's role must allow (decision 105): `view`, `act` or
 *   `admin`; every operation that needs a session states it, and one without a session
 *   (`security: []`) has none.
 */
import type { DocumentOperation } from './openapi-document.ts';

export const GATES = ['payment', 'terms', 'verification'] as const;
export type Gate = (typeof GATES)[number];

/** The permissions of decision 105, each role's in order: a viewer views, a member also acts. */
export const PERMISSIONS = ['view', 'act', 'admin'] as const;
export type Permission = (typeof PERMISSIONS)[number];

export interface OperationSettings {
  method: string;
  path: string;
  /** Whether the operation documents the `webpage` query parameter (the client adds it). */
  webpage: boolean;
  gates: Gate[];
  brandFlag: string | null;
  idempotent: boolean;
  /** What the signed-in user's role must allow; null for an operation without a session. */
  permission: Permission | null;
  /** Whether the operation documents a request body (an idempotency key is bound to it then). */
  takesBody: boolean;
}

const isGate = (value: unknown): value is Gate => GATES.includes(value as Gate);
const isPermission = (value: unknown): value is Permission =>
  PERMISSIONS.includes(value as Permission);

/** The permission an operation states; throws unless one with a session states exactly one. */
function readPermission(
  name: string,
  operation: DocumentOperation['operation'],
): Permission | null {
  const permission = (operation as Record<string, unknown>)['x-permission'] ?? null;
  // The document's default security is the session; only `security: []` goes without one.
  const needsSession = operation.security === undefined || operation.security.length > 0;
  if (needsSession && !isPermission(permission)) {
    throw new Error(`${name}: x-permission must say what a role needs (${PERMISSIONS.join(', ')})`);
  }
  if (!needsSession && permission !== null) {
    throw new Error(`${name}: an operation without a session has no x-permission`);
  }
  return isPermission(permission) ? permission : null;
}

/** The settings of one operation; throws, naming the operation, on a missing or malformed one. */
export function operationSettings({
  method,
  path,
  operation,
  parameters,
}: DocumentOperation): OperationSettings {
  const name = `${operation.operationId ?? `${method} ${path}`}`;
  const extensions = operation as Record<string, unknown>;
  const gates = extensions['x-gate'];
  if (!Array.isArray(gates) || !gates.every(isGate)) {
    throw new Error(`${name}: x-gate must list the gates it needs (${GATES.join(', ')}), or []`);
  }
  const brandFlag = extensions['x-brand-flag'] ?? null;
  if (
    brandFlag !== null &&
    (typeof brandFlag !== 'string' || !/^[a-z][A-Za-z]+$/.test(brandFlag))
  ) {
    throw new Error(`${name}: x-brand-flag must name a brand setting, such as includeAutoTopup`);
  }
  const idempotent = extensions['x-idempotent'] ?? false;
  if (typeof idempotent !== 'boolean')
    throw new Error(`${name}: x-idempotent must be true or false`);
  const takesKey = parameters.some(
    (parameter) => parameter.in === 'header' && parameter.name.toLowerCase() === 'idempotency-key',
  );
  if (idempotent !== takesKey) {
    throw new Error(
      idempotent
        ? `${name}: x-idempotent needs the Idempotency-Key header parameter`
        : `${name}: takes an Idempotency-Key, so it must be marked x-idempotent`,
    );
  }
  return {
    method: method.toUpperCase(),
    path,
    webpage: parameters.some(
      (parameter) => parameter.in === 'query' && parameter.name === 'webpage',
    ),
    gates: GATES.filter((gate) => gates.includes(gate)),
    brandFlag,
    idempotent,
    permission: readPermission(name, operation),
    takesBody: operation.requestBody !== undefined,
  };
}
