import type { Transaction } from 'kysely';
import { accountIdOf } from '#auth/sessions.ts';
import { findAccount } from '#platform/db/account-row.ts';
import { memberTransaction } from '#platform/db/member-transaction.ts';
import type { Tables } from '#platform/db/tables.ts';
import type { ServerContext } from '#platform/server-context.ts';
import { audit } from '#platform/audit.ts';
import { ApiProblem, invalidField, notFound } from '#contract/problem.ts';
import type { OperationHandlers } from '#contract/operation-handler.ts';
import { ruleCost } from '#mail-rules/cost.ts';
import { dryRun } from '#mail-rules/dry-run.ts';
import {
  actionOf,
  deleteRule,
  insertRule,
  lockRule,
  reorderRules,
  RULE_LIMIT,
  rulesOf,
  ruleView,
  updateRule,
} from '#mail-rules/queries.ts';
import { actionLog } from '#mail-rules/rule-actions.ts';
import { checkRuleInput } from '#mail-rules/rule-input.ts';
import { undoRuleAction } from '#mail-rules/undo.ts';

/**
 * Sender rules (issue 38, decision 102): the member's list, its order, a rule's cost and dry run
 * before saving, and the log of what rules did with its undo. Every id is looked up with the
 * signed-in account, so another member's answers 404. The brand flag `includeMailRules` is applied
 * by the contract's settings (http/brand-features.ts).
 */
export function mailRuleOperations(
  ctx: ServerContext,
): Pick<
  OperationHandlers,
  | 'listMailRules'
  | 'createMailRule'
  | 'updateMailRule'
  | 'deleteMailRule'
  | 'reorderMailRules'
  | 'quoteMailRule'
  | 'dryRunMailRule'
  | 'listMailRuleActions'
  | 'undoMailRuleAction'
> {
  const { db } = ctx;
  /** A member's change: account locked first, time-limited, retried on deadlock (decision 080). */
  const change = <T>(accountId: number, fn: (trx: Transaction<Tables>) => Promise<T>) =>
    memberTransaction(db, ctx.limits, accountId, fn);

  return {
    listMailRules: async (request) => (await rulesOf(db, accountIdOf(request))).map(ruleView),

    createMailRule: async (request) => {
      const accountId = accountIdOf(request);
      await checkRuleInput(db, accountId, request.body);
      return change(accountId, async (trx) => {
        if ((await rulesOf(trx, accountId)).length >= RULE_LIMIT) {
          throw new ApiProblem(
            409,
            'rule_limit_reached',
            `You already have ${RULE_LIMIT} rules, the most an account can have. Delete a rule you no longer use to make room.`,
          );
        }
        const rule = await insertRule(trx, accountId, request.body);
        await audit(trx, accountId, { key: 'audit.mailRuleSaved', values: { name: rule.name } });
        return ruleView(rule);
      });
    },

    updateMailRule: async (request) => {
      const accountId = accountIdOf(request);
      const { ruleId } = request.query;
      return change(accountId, async (trx) => {
        // Another member's rule is not found, whatever the body says.
        if (!(await lockRule(trx, accountId, ruleId))) throw notFound(`Rule ${ruleId}`);
        await checkRuleInput(trx, accountId, request.body);
        const rule = (await updateRule(trx, accountId, ruleId, request.body))!;
        await audit(trx, accountId, { key: 'audit.mailRuleSaved', values: { name: rule.name } });
        return ruleView(rule);
      });
    },

    deleteMailRule: async (request, reply) => {
      const accountId = accountIdOf(request);
      await change(accountId, async (trx) => {
        const deleted = await deleteRule(trx, accountId, request.query.ruleId);
        if (!deleted) throw notFound(`Rule ${request.query.ruleId}`);
        await audit(trx, accountId, { key: 'audit.mailRuleDeleted', values: { name: deleted } });
      });
      return reply.code(204).send();
    },

    reorderMailRules: async (request) => {
      const accountId = accountIdOf(request);
      const { ruleIds } = request.body;
      return change(accountId, async (trx) => {
        const current = (await rulesOf(trx, accountId)).map((rule) => rule.rule_id);
        const unknown = ruleIds.find((id) => !current.includes(id));
        if (unknown !== undefined) throw notFound(`Rule ${unknown}`);
        if (current.length !== ruleIds.length) {
          throw invalidField('ruleIds', 'List every one of your rules exactly once');
        }
        await reorderRules(trx, accountId, ruleIds);
        return (await rulesOf(trx, accountId)).map(ruleView);
      });
    },

    quoteMailRule: async (request) => {
      const accountId = accountIdOf(request);
      await checkRuleInput(db, accountId, request.body);
      return ruleCost(db, await findAccount(db, accountId), actionOf(request.body.action));
    },

    dryRunMailRule: async (request) => {
      const accountId = accountIdOf(request);
      await checkRuleInput(db, accountId, request.body);
      return dryRun(db, accountId, request.body.match);
    },

    listMailRuleActions: async (request) => actionLog(db, accountIdOf(request)),

    undoMailRuleAction: async (request) => {
      const accountId = accountIdOf(request);
      return change(accountId, async (trx) => {
        const undone = await undoRuleAction(trx, accountId, request.query.actionId);
        await audit(trx, accountId, {
          key: 'audit.mailRuleUndone',
          values: { name: undone.ruleName },
        });
        return undone;
      });
    },
  };
}
