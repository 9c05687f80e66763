import { accountListOperations } from '#account/list-routes.ts';
import { accountOperations } from '#account/routes.ts';
import { withBrandFeatures } from '#brands/brand-features.ts';
import { passwordOperations } from '#auth/password-routes.ts';
import { sessionOperations } from '#auth/routes.ts';
import { catalogueOperations } from '#catalogue/routes.ts';
import { forwardOperations } from '#forwarding/routes.ts';
import { historyOperations } from '#history/routes.ts';
import { mailOperations } from '#mail/routes.ts';
import { withMemberGates } from '#operations/member-gates.ts';
import type { OperationHandlers } from '#operations/operation-handler.ts';
import { paymentOperations } from '#payments/routes.ts';
import { registrationOperations } from '#registration/routes.ts';
import { healthOperations } from '#routes/health.ts';
import type { ServerContext } from '#server-context.ts';
import { supportOperations } from '#support/routes.ts';
import { verificationOperations } from '#verification/routes.ts';

/**
 * The handler of every operation in openapi/portal.yaml, by operationId; those §6 gates refuse
 * members who do not pass them (member-gates.ts), and those of features a brand may hide refuse
 * members of such brands. The return type names every operation, so leaving one
 * out fails typecheck; a test also holds the list to the document itself.
 */
export function allOperations(ctx: ServerContext): OperationHandlers {
  return withMemberGates(
    ctx.db,
    withBrandFeatures(ctx.db, {
      ...healthOperations(ctx),
      ...sessionOperations(ctx),
      ...registrationOperations(ctx),
      ...passwordOperations(ctx),
      ...accountOperations(ctx),
      ...accountListOperations(ctx),
      ...historyOperations(ctx),
      ...catalogueOperations(ctx),
      ...supportOperations(ctx),
      ...mailOperations(ctx),
      ...forwardOperations(ctx),
      ...paymentOperations(ctx),
      ...verificationOperations(ctx),
    }),
  );
}
