import { accountListOperations } from '#account/list-routes.ts';
import { accountOperations } from '#account/routes.ts';
import { forwardOperations } from '#forwarding/routes.ts';
import { mailOperations } from '#mail/routes.ts';
import type { OperationHandlers } from '#operations/operation-handler.ts';
import { catalogueOperations } from '#routes/catalogue.ts';
import { healthOperations } from '#routes/health.ts';
import { historyOperations } from '#routes/history.ts';
import { passwordOperations } from '#routes/password.ts';
import { paymentOperations } from '#payments/routes.ts';
import { registrationOperations } from '#registration/routes.ts';
import { sessionOperations } from '#routes/session.ts';
import { supportOperations } from '#routes/support.ts';
import { verificationOperations } from '#verification/routes.ts';
import type { ServerContext } from '#server-context.ts';

/**
 * The handler of every operation in openapi/portal.yaml, by operationId. The return type names every
 * operation, so leaving one out fails typecheck; a test also holds the list to the document itself.
 */
export function allOperations(ctx: ServerContext): OperationHandlers {
  return {
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
  };
}
