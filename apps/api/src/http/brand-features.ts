import { operationSettings } from '@portal/contract/operations';
import { REGISTRATION_STATUS } from '@portal/domain/registration-status';
import type { Kysely } from 'kysely';
import { findAccount } from '#platform/db/account-row.ts';
import { accountIdOf } from '#auth/sessions.ts';
import { findBrand } from '#brands/brand-registry.ts';
import type { Tables } from '#platform/db/tables.ts';
import { ApiProblem, type ProblemCode } from '#contract/problem.ts';
import type { OperationHandlers, OperationId } from '#contract/operation-handler.ts';

/** A brand setting that some operation of the contract needs (its `x-brand-flag`). */
type BrandFlag = NonNullable<(typeof operationSettings)[OperationId]['brandFlag']>;

interface Refusal {
  code: ProblemCode;
  /** What the brand does not offer, for the problem's detail. */
  what: string;
  /** Open to a member still in the signup wizard, whose plan step every brand has (§4). */
  openDuringSignup?: boolean;
}

/**
 * How the server refuses each feature a brand may hide (§1 page-level settings). Screens drop
 * them at build time; the server refuses their operations too, so hiding a screen is never the
 * only defence. Keyed by every flag the contract names, so a new one fails typecheck until it has
 * its refusal here.
 */
const REFUSALS: Record<BrandFlag, Refusal> = {
  includeChoosePayments: {
    code: 'choose_plan_not_offered',
    what: 'choosing a plan',
    openDuringSignup: true,
  },
  includeAdditionalNames: { code: 'additional_names_not_offered', what: 'additional names' },
  includeAutoActions: { code: 'auto_actions_not_offered', what: 'auto actions' },
  includeAutoTopup: { code: 'auto_top_up_not_offered', what: 'automatic top-up' },
  includeMailRules: { code: 'mail_rules_not_offered', what: 'mail rules' },
  includeTeamUsers: { code: 'team_users_not_offered', what: 'more than one login per account' },
};

/** The operations a brand may hide, with the flag each needs. */
export const BRAND_FEATURES = (Object.keys(operationSettings) as OperationId[]).flatMap(
  (operationId) => {
    const flag: BrandFlag | null = operationSettings[operationId].brandFlag;
    return flag ? [{ operationId, flag, ...REFUSALS[flag] }] : [];
  },
);

/** The handlers, those of brand features first checking that the member's brand offers them. */
export function withBrandFeatures(
  db: Kysely<Tables>,
  handlers: OperationHandlers,
): OperationHandlers {
  const guarded: Record<string, unknown> = { ...handlers };
  for (const feature of BRAND_FEATURES) {
    const handler = handlers[feature.operationId] as (...args: unknown[]) => Promise<unknown>;
    // An operation without a session (joining an account) is for the brand its `webpage` names.
    const sessionless = operationSettings[feature.operationId].permission === null;
    guarded[feature.operationId] = async (...args: Parameters<OperationHandlers['choosePlan']>) => {
      const request = args[0] as { query: { webpage?: string } };
      const account = sessionless ? null : await findAccount(db, accountIdOf(args[0]));
      const brand = findBrand(account?.webpage ?? request.query.webpage ?? '');
      const signingUp =
        account !== null && account.registration_status !== REGISTRATION_STATUS.complete;
      if (brand && !(brand[feature.flag] ?? false) && !(feature.openDuringSignup && signingUp)) {
        throw new ApiProblem(
          403,
          feature.code,
          `${brand.webpageName} does not offer ${feature.what}`,
        );
      }
      return handler(...args);
    };
  }
  return guarded as OperationHandlers;
}
