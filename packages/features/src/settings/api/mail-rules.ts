import type { PortalClient } from '@portal/api-client/client';
import type { Schema } from '@portal/api-client/types';
import { useMutation, useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useApiClient } from '#shared/api/api-client.ts';
import { queryKeys } from '#shared/api/query-keys.ts';

export type MailRule = Schema<'MailRule'>;
export type MailRuleInput = Schema<'MailRuleInput'>;
export type MailRuleActionType = Schema<'MailRuleActionType'>;
export type MailRuleCost = Schema<'MailRuleCost'>;
export type MailRuleDryRun = Schema<'MailRuleDryRun'>;
export type MailRuleActionRecord = Schema<'MailRuleActionRecord'>;

/** GET /api/MailRules: the member's rules, in the order they are tried (decision 102). */
export function mailRulesQueryOptions(client: PortalClient) {
  return {
    queryKey: queryKeys.mailRules(),
    queryFn: async (): Promise<MailRule[]> => (await client.GET('/api/MailRules')).data ?? [],
  };
}

export function useMailRules(): MailRule[] {
  return useSuspenseQuery(mailRulesQueryOptions(useApiClient())).data;
}

/** GET /api/MailRules/Actions: what the rules did, newest first, each saying whether undo is open. */
export function useMailRuleActions() {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKeys.mailRuleActions(),
    queryFn: async (): Promise<MailRuleActionRecord[]> =>
      (await client.GET('/api/MailRules/Actions')).data ?? [],
  });
}

/** Reads the rules again once a change settles: the server decides positions. */
function useRulesSettled() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.mailRules() });
}

/**
 * POST /api/MailRules (a new rule, tried after the others) or PUT ?ruleId= (a rule changed, in
 * its place). The list shows the rule once the server has it (a rule is checked there: its
 * folder, address, the 50-rule limit).
 */
export function useSaveMailRule() {
  const client = useApiClient();
  const settled = useRulesSettled();
  return useMutation({
    mutationFn: async ({ ruleId, rule }: { ruleId?: number; rule: MailRuleInput }) =>
      ruleId === undefined
        ? (await client.POST('/api/MailRules', { body: rule })).data
        : (await client.PUT('/api/MailRules', { params: { query: { ruleId } }, body: rule })).data,
    onSettled: settled,
  });
}

/** DELETE /api/MailRules?ruleId=: the rule leaves the list at once; the ones after move up. */
export function useDeleteMailRule() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const settled = useRulesSettled();
  return useOptimisticRules({
    mutationFn: async (ruleId: number) => {
      await client.DELETE('/api/MailRules', { params: { query: { ruleId } } });
    },
    change: (rules, ruleId) => rules.filter((rule) => rule.ruleId !== ruleId),
    queryClient,
    settled,
  });
}

/** POST /api/MailRules/Order: the new order shows at once and is put back if the server refuses. */
export function useReorderMailRules() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const settled = useRulesSettled();
  return useOptimisticRules({
    mutationFn: async (ruleIds: number[]) => {
      await client.POST('/api/MailRules/Order', { body: { ruleIds } });
    },
    change: (rules, ruleIds) =>
      ruleIds.flatMap((ruleId, index) => {
        const rule = rules.find((each) => each.ruleId === ruleId);
        return rule ? [{ ...rule, position: index + 1 }] : [];
      }),
    queryClient,
    settled,
  });
}

/** A change to the rule list shown at once (`onMutate`), put back on a refusal (`onError`). */
function useOptimisticRules<Variables>({
  mutationFn,
  change,
  queryClient,
  settled,
}: {
  mutationFn: (variables: Variables) => Promise<void>;
  change: (rules: MailRule[], variables: Variables) => MailRule[];
  queryClient: ReturnType<typeof useQueryClient>;
  settled: () => Promise<void>;
}) {
  const queryKey = queryKeys.mailRules();
  return useMutation<void, Error, Variables, { shown: MailRule[] } | undefined>({
    mutationFn,
    onMutate: async (variables) => {
      await queryClient.cancelQueries({ queryKey });
      const shown = queryClient.getQueryData<MailRule[]>(queryKey);
      if (!shown) return undefined;
      queryClient.setQueryData<MailRule[]>(queryKey, change(shown, variables));
      return { shown };
    },
    onError: (_error, _variables, context) => {
      if (context) queryClient.setQueryData<MailRule[]>(queryKey, context.shown);
    },
    onSettled: settled,
  });
}

/** POST /api/MailRules/Cost: the price per matching item, asked when the member checks a rule. */
export function useQuoteMailRule() {
  const client = useApiClient();
  return useMutation({
    mutationFn: async (rule: MailRuleInput): Promise<MailRuleCost | undefined> =>
      (await client.POST('/api/MailRules/Cost', { body: rule })).data,
  });
}

/** POST /api/MailRules/DryRun: what the rule would have matched in the last 90 days. */
export function useDryRunMailRule() {
  const client = useApiClient();
  return useMutation({
    mutationFn: async (rule: MailRuleInput): Promise<MailRuleDryRun | undefined> =>
      (await client.POST('/api/MailRules/DryRun', { body: rule })).data,
  });
}

/**
 * POST /api/MailRules/Actions/Undo?actionId=: the item is put back as it was. The log, the mail
 * and Action Required are read again, as the item may have moved, lost a label or a scan request.
 */
export function useUndoMailRuleAction() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (actionId: number) =>
      (
        await client.POST('/api/MailRules/Actions/Undo', {
          params: { query: { actionId } },
        })
      ).data,
    onSuccess: (undone) => {
      if (!undone) return;
      queryClient.setQueryData<MailRuleActionRecord[]>(queryKeys.mailRuleActions(), (log) =>
        log?.map((each) => (each.actionId === undone.actionId ? undone : each)),
      );
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.mailRuleActions() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.mail() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.folderCounts() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.actionRequired() });
    },
  });
}
