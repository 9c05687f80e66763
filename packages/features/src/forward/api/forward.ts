import type { PortalClient } from '@portal/api-client/client';
import { PortalApiError, PortalNetworkError } from '@portal/api-client/errors';
import type { Schema } from '@portal/api-client/types';
import { unitValueForRequest, type CustomForm } from '@portal/domain/custom-form';
import type { CarrierQuote } from '@portal/domain/forward-services';
import type { ForwardRequest } from '@portal/domain/forward-wizard';
import { dollarsToCents, formatDollars } from '@portal/domain/money';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '#shared/api/api-client.ts';
import { queryKeys } from '#shared/api/query-keys.ts';

type ServiceGroup = Schema<'ForwardServiceGroup'>;

/** The quote's money in cents, as the wizard's rules count it. */
export function quoteInCents(groups: readonly ServiceGroup[]): CarrierQuote[] {
  return groups.map((group) => ({
    ...group,
    services: group.services.map((service) => ({
      ...service,
      price: dollarsToCents(service.price),
      forwardFee: dollarsToCents(service.forwardFee),
      options: service.options.map((option) => ({
        ...option,
        price: dollarsToCents(option.price),
      })),
    })),
  }));
}

/** POST /api/forward/Calculate: every carrier's services for these items to this address. */
export function quoteQueryOptions(
  client: PortalClient,
  addressId: number,
  mailIds: readonly number[],
) {
  return {
    queryKey: queryKeys.forwardQuote(addressId, mailIds),
    queryFn: async () => {
      const { data } = await client.POST('/api/forward/Calculate', {
        body: { addressId, mailIds: [...mailIds] },
      });
      return quoteInCents(data ?? []);
    },
    // Asked when the member moves on to the services; shown from the cache for a short while.
    staleTime: 30_000,
  };
}

/** The quote the service step shows, asked again once it is stale or a send found it changed. */
export function useQuote(addressId: number, mailIds: readonly number[]) {
  return useQuery(quoteQueryOptions(useApiClient(), addressId, mailIds));
}

/** Fetches the quote now, for the button that moves on to the services. */
export function useFetchQuote() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return (addressId: number, mailIds: readonly number[]) =>
    queryClient.fetchQuery(quoteQueryOptions(client, addressId, mailIds));
}

/** Why a forward was not made, as the error step tells it (§8). */
export interface ForwardFailure {
  /** The problem's code; null when no answer came. */
  code: string | null;
}

const dollars = (cents: number) => Number(formatDollars(cents));

/** The declaration as the API takes it; the wizard sends one only once it is valid. */
function customFormBody(form: CustomForm) {
  const { whyAreYouSending } = form;
  if (!whyAreYouSending) throw new Error('A customs declaration is sent only once complete');
  return {
    ...form,
    whyAreYouSending,
    whatIsIt: form.whatIsIt.trim(),
    unitValue: unitValueForRequest(form.unitValue),
    otherReason: whyAreYouSending === 'Other' ? form.otherReason.trim() : null,
  };
}

/** How many times a request that got no answer is sent again with the same key, and the wait before each. */
const NETWORK_RETRY_DELAYS_MS = [500, 1500];

/** One attempt at a forward: what is sent, under the Idempotency-Key the attempt keeps. */
export interface ForwardAttempt {
  request: ForwardRequest;
  attempt: string;
}

/** The mutation key of every forward sent: a reloaded page finds none for its attempt. */
export const SEND_FORWARD_KEY = ['/api/forward/create'] as const;

/**
 * POST /api/forward/create, started by the member's Send or Try again, with one Idempotency-Key per
 * attempt: the request is sent again with the same key when no answer came, so the server charges
 * it at most once (it replays the first answer to a repeated key). A refusal is not an error here
 * but an outcome the wizard shows: `settle` hears null when the forward was made, or why not.
 */
export function useSendForward(settle: (attempt: string, failure: ForwardFailure | null) => void) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: SEND_FORWARD_KEY,
    mutationFn: async ({ request, attempt }: ForwardAttempt): Promise<ForwardFailure | null> => {
      const body = {
        ...request,
        mailIds: [...request.mailIds],
        options: [...request.options],
        productFee: dollars(request.productFee),
        ausPostFee: dollars(request.ausPostFee),
        forwardLog: request.forwardLog.trim() || null,
        customForm: request.customForm && customFormBody(request.customForm),
      };
      for (let retry = 0; ; retry += 1) {
        try {
          await client.POST('/api/forward/create', {
            params: { header: { 'Idempotency-Key': attempt } },
            body,
          });
          return null;
        } catch (error) {
          const delay = NETWORK_RETRY_DELAYS_MS[retry];
          if (error instanceof PortalNetworkError && delay !== undefined) {
            await new Promise((resolve) => setTimeout(resolve, delay));
            continue;
          }
          return { code: error instanceof PortalApiError ? error.code : null };
        }
      }
    },
    onSuccess: (failure, { attempt }) => {
      if (!failure) {
        // The balance, the items' pending action and the Forward Log have all changed.
        void queryClient.invalidateQueries({ queryKey: queryKeys.account() });
        void queryClient.invalidateQueries({ queryKey: queryKeys.mail() });
        void queryClient.invalidateQueries({ queryKey: queryKeys.forwardLog() });
      } else if (failure.code === 'quote_changed') {
        // A changed quote is priced again when the member goes back to the services.
        void queryClient.invalidateQueries({ queryKey: queryKeys.forwardQuote() });
      }
      settle(attempt, failure);
    },
  });
}
