import { notImplemented } from '#operations/not-yet-implemented.ts';
import type { OperationHandlers } from '#operations/operation-handler.ts';
import type { ServerContext } from '#server-context.ts';

/** A brand's locations and plans (public). */
export function catalogueOperations(
  _ctx: ServerContext,
): Pick<OperationHandlers, 'listLocations' | 'listPlans'> {
  return {
    listLocations: notImplemented,
    listPlans: notImplemented,
  };
}
