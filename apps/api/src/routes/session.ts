import { notImplemented } from '#operations/not-yet-implemented.ts';
import type { OperationHandlers } from '#operations/operation-handler.ts';
import type { ServerContext } from '#server-context.ts';

/** Login, the login guard and logout (§4, §6). */
export function sessionOperations(
  _ctx: ServerContext,
): Pick<OperationHandlers, 'login' | 'authoriseLoginGuard' | 'logout'> {
  return {
    login: notImplemented,
    authoriseLoginGuard: notImplemented,
    logout: notImplemented,
  };
}
