import type { PortalClient } from '@portal/api-client/client';
import { PortalApiError } from '@portal/api-client/errors';
import { useMutation } from '@tanstack/react-query';
import { useApiClient } from '#shared/api/api-client.ts';
import type { Tokenise } from '#shared/payment-card/card-tokeniser.ts';

export interface CardDetails {
  cardName: string;
  autoTopUpAmount: number;
  /** Also charge `autoTopUpAmount` now and credit it to the balance (a manual payment). */
  chargeNow: boolean;
}

/** What the member is told after saving a card (§8), or 'saved'. */
export type CardUpdateOutcome =
  | { kind: 'saved' }
  | { kind: 'unverified' }
  | { kind: 'provider'; message: string }
  | { kind: 'failed' };

/**
 * Tokenises the card in the browser with the configured provider's own library (the number never
 * reaches our server, DESIGN §7) and saves the token with POST /api/Payment/UpdateCard. One
 * idempotency key per attempt the member makes, so a retried request can never charge twice.
 */
async function updateCard(
  client: PortalClient,
  card: CardDetails,
  tokenise: Tokenise,
  idempotencyKey: string,
): Promise<CardUpdateOutcome> {
  try {
    const tokenised = await tokenise(card.cardName.trim());
    if (!tokenised.ok) {
      return tokenised.message
        ? { kind: 'provider', message: tokenised.message }
        : { kind: 'unverified' };
    }
    const { data } = await client.POST('/api/Payment/UpdateCard', {
      params: { header: { 'Idempotency-Key': idempotencyKey } },
      body: {
        cardName: card.cardName.trim(),
        autoTopUpAmount: card.autoTopUpAmount,
        sourceToken: tokenised.token,
        chargeNow: card.chargeNow,
      },
    });
    return data ? { kind: 'saved' } : { kind: 'unverified' };
  } catch (error) {
    if (error instanceof PortalApiError && error.status === 402 && error.detail) {
      return { kind: 'provider', message: error.detail };
    }
    console.error(error);
    return { kind: 'failed' };
  }
}

/** Saves a card: resolves to what the member is told, never rejects. */
export function useUpdateCardMutation() {
  const client = useApiClient();
  return useMutation({
    mutationFn: ({
      card,
      tokenise,
      idempotencyKey,
    }: {
      card: CardDetails;
      tokenise: Tokenise;
      idempotencyKey: string;
    }) => updateCard(client, card, tokenise, idempotencyKey),
  });
}
