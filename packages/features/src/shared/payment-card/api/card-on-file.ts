import { PortalApiError } from '@portal/api-client/errors';
import type { Schema } from '@portal/api-client/types';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { rememberAccount, useRefreshAccount } from '#shared/api/account.ts';
import { useApiClient } from '#shared/api/api-client.ts';
import { queryKeys } from '#shared/api/query-keys.ts';
import type { ServerText } from '#shared/server-text.ts';

export type Receipt = Schema<'Receipt'>;
export type SavedCard = Schema<'SavedCard'>;

/** A refusal from a server that named no reason. */
const DECLINED: ServerText = { key: 'payment.declined.generic', values: {} };

/** What the member is told after paying with the card on file. */
export type ChargeOutcome =
  | { kind: 'paid'; receipt: Receipt }
  | { kind: 'declined'; text: ServerText }
  /** The card was removed meanwhile (another tab): the member needs a card again. */
  | { kind: 'noCard' }
  | { kind: 'failed' };

/** GET /api/Payment/Receipts: the member's tax invoices, newest first. */
export function useReceipts() {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKeys.receipts(),
    queryFn: async () => (await client.GET('/api/Payment/Receipts')).data ?? [],
  });
}

/** After money moved: the balance, the card and the receipts are fetched anew. */
function useAfterPayment() {
  const queryClient = useQueryClient();
  const refreshAccount = useRefreshAccount();
  return () =>
    Promise.all([
      refreshAccount(),
      queryClient.invalidateQueries({ queryKey: queryKeys.receipts() }),
      queryClient.invalidateQueries({ queryKey: queryKeys.transactions() }),
    ]);
}

/**
 * POST /api/Payment/ChargeCard: pays `amount` dollars with the card on file and answers its
 * receipt. Resolves to what the member is told, never rejects. One idempotency key per attempt the
 * caller makes, so a retried request never charges twice.
 */
export function useChargeCardMutation() {
  const client = useApiClient();
  const afterPayment = useAfterPayment();
  return useMutation({
    mutationFn: async ({
      amount,
      idempotencyKey,
    }: {
      amount: number;
      idempotencyKey: string;
    }): Promise<ChargeOutcome> => {
      try {
        const { data } = await client.POST('/api/Payment/ChargeCard', {
          params: { header: { 'Idempotency-Key': idempotencyKey } },
          body: { amount },
        });
        return data ? { kind: 'paid', receipt: data } : { kind: 'failed' };
      } catch (error) {
        if (error instanceof PortalApiError && error.status === 402) {
          return { kind: 'declined', text: error.text ?? DECLINED };
        }
        if (error instanceof PortalApiError && error.code === 'card_required') {
          return { kind: 'noCard' };
        }
        console.error(error);
        return { kind: 'failed' };
      }
    },
    onSuccess: () => void afterPayment(),
  });
}

/** POST /api/Payment/RemoveCard: forgets the card; the server turns auto top-up off with it. */
export function useRemoveCardMutation() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const { data } = await client.POST('/api/Payment/RemoveCard');
      if (!data) throw new Error('RemoveCard answered without an account');
      return data;
    },
    onSuccess: (account) => rememberAccount(queryClient, account),
  });
}

/**
 * The receipt of a payment made by another call (UpdateCard with a charge, PayPal): the newest of
 * GET /api/Payment/Receipts, fetched anew, when it is newer than `since`.
 */
export function useFetchNewestReceipt() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return async (since: Date): Promise<Receipt | null> => {
    const receipts = await queryClient
      .fetchQuery({
        queryKey: queryKeys.receipts(),
        queryFn: async () => (await client.GET('/api/Payment/Receipts')).data ?? [],
        staleTime: 0,
      })
      // The payment is made either way; without its receipt the caller says so in words.
      .catch(() => []);
    const newest = receipts[0];
    // A minute's grace: the server's clock and the browser's are not the same clock.
    return newest && Date.parse(newest.issuedAt) >= since.getTime() - 60_000 ? newest : null;
  };
}
