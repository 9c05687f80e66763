import { accountListOperations } from '#folders/routes.ts';
import { accountOperations } from '#account/routes.ts';
import { withBrandFeatures } from '#http/brand-features.ts';
import { passwordOperations } from '#sign-in/password-routes.ts';
import { sessionOperations } from '#sign-in/routes.ts';
import { catalogueOperations } from '#catalogue/routes.ts';
import { forwardOperations } from '#forwarding/routes.ts';
import { historyOperations } from '#history/routes.ts';
import { mailOperations } from '#mail/routes.ts';
import { mailRuleOperations } from '#mail-rules/routes.ts';
import { actionRequiredOperations } from '#action-required/routes.ts';
import { labelOperations } from '#labels/routes.ts';
import { mailLabelOperations } from '#mail/label-routes.ts';
import { withIdempotency } from '#http/idempotent-operations.ts';
import { withMemberGates } from '#http/member-gates.ts';
import { withPermissions } from '#http/member-permissions.ts';
import type { OperationHandlers } from '#contract/operation-handler.ts';
import { paymentOperations } from '#billing/routes.ts';
import { registrationOperations } from '#registration/routes.ts';
import { healthOperations } from '#web/health.ts';
import type { ServerContext } from '#platform/server-context.ts';
import { supportOperations } from '#support/routes.ts';
import { verificationOperations } from '#verification/routes.ts';
import { teamOperations } from '#sign-in/team-routes.ts';
import { accountSwitchOperations } from '#sign-in/switch-routes.ts';

/**
 * The handler of every operation in openapi/portal.yaml, by operationId, wrapped by the settings
 * the contract gives each: the signed-in user's role must allow it (`x-permission`,
 * member-permissions.ts, which also runs it as that user), its §6 gates refuse members who do not
 * pass them (`x-gate`, member-gates.ts), a feature a brand may hide refuses members of such brands (`x-brand-flag`),
 * and an `x-idempotent` one runs once per Idempotency-Key. The return type names every operation, so leaving one
 * out fails typecheck; a test also holds the list to the document itself.
 */
export function allOperations(ctx: ServerContext): OperationHandlers {
  return withPermissions(
    withMemberGates(
      withBrandFeatures(
        ctx.db,
        withIdempotency(ctx, {
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
          ...mailRuleOperations(ctx),
          ...actionRequiredOperations(ctx),
          ...labelOperations(ctx),
          ...mailLabelOperations(ctx),
          ...forwardOperations(ctx),
          ...paymentOperations(ctx),
          ...verificationOperations(ctx),
          ...teamOperations(ctx),
          ...accountSwitchOperations(ctx),
        }),
      ),
    ),
  );
}
