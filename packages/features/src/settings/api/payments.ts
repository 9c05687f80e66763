import type { Cents } from '@portal/domain/money';
import { centsToDollars, formatDollars } from '@portal/domain/money';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rememberAccount, useRefreshAccount } from '#shared/api/account.ts';
import { useApiClient } from '#shared/api/api-client.ts';
import { queryKeys } from '#shared/api/query-keys.ts';

/** After money moved: the top bar's balance and the transaction history are fetched anew. */
export function useRefreshBalance() {
  const queryClient = useQueryClient();
  const refreshAccount = useRefreshAccount();
  return () =>
    Promise.all([
      refreshAccount(),
      queryClient.invalidateQueries({ queryKey: queryKeys.transactions() }),
    ]);
}

/**
 * A PayPal payment through the sandbox provider (decision 050): the sandbox's button completes an
 * AUD order of the amount at once (`SANDBOX-<dollars>-<id>`), and POST /api/paypal/verify credits
 * what the server's PayPal provider says the order captured. True when credited.
 */
export function usePaypalSandboxPayment() {
  const client = useApiClient();
  const refresh = useRefreshBalance();
  return useMutation({
    mutationFn: async (amount: Cents): Promise<boolean> => {
      const orderId = `SANDBOX-${formatDollars(amount).replace(/\.00$/, '')}-${crypto.randomUUID().slice(0, 8)}`;
      const { data } = await client.POST('/api/paypal/verify', {
        params: { query: { orderId }, header: { 'Idempotency-Key': crypto.randomUUID() } },
      });
      return data === true;
    },
    onSuccess: (credited) => {
      if (credited) void refresh();
    },
  });
}

/**
 * POST /api/Account/UpdateAutoTopup: the amount the saved card is charged (0: off) when the balance
 * falls below the threshold.
 */
export function useUpdateAutoTopUp() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ amount, threshold }: { amount: Cents; threshold: Cents }) => {
      const { data } = await client.POST('/api/Account/UpdateAutoTopup', {
        params: {
          query: { amount: centsToDollars(amount), threshold: centsToDollars(threshold) },
        },
      });
      if (!data) throw new Error('UpdateAutoTopup answered without an account');
      return data;
    },
    onSuccess: (account) => rememberAccount(queryClient, account),
  });
}

/**
 * POST /api/Account/UpdateLowBalanceWarning: the balance below which the holder is emailed (0: only
 * before a monthly fee the balance cannot cover).
 */
export function useUpdateLowBalanceWarning() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (level: Cents) => {
      const { data } = await client.POST('/api/Account/UpdateLowBalanceWarning', {
        params: { query: { amount: centsToDollars(level) } },
      });
      if (!data) throw new Error('UpdateLowBalanceWarning answered without an account');
      return data;
    },
    onSuccess: (account) => rememberAccount(queryClient, account),
  });
}

/**
 * POST /api/Account/ChoosePlan: the server moves the plan and settles the pro-rata difference in
 * the ledger, once per attempt (`Idempotency-Key`).
 */
export function useChoosePlan() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const refresh = useRefreshBalance();
  return useMutation({
    mutationFn: async ({ planId, idempotencyKey }: { planId: number; idempotencyKey: string }) => {
      const { data } = await client.POST('/api/Account/ChoosePlan', {
        params: { query: { planId }, header: { 'Idempotency-Key': idempotencyKey } },
      });
      if (!data) throw new Error('ChoosePlan answered without an account');
      return data;
    },
    onSuccess: async (account) => {
      rememberAccount(queryClient, account);
      await refresh();
    },
  });
}
