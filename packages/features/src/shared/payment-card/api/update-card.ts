import type { PortalClient } from '@portal/api-client/client';
import { PortalApiError } from '@portal/api-client/errors';
import { useMutation } from '@tanstack/react-query';
import { useApiClient } from '#shared/api/api-client.ts';
import type { Tokenise } from '#shared/payment-card/card-tokeniser.ts';
import { problemText } from '#shared/forms/problem-text.ts';
import type { ServerText } from '#shared/server-text.ts';

/** What saving the card does with money, in dollars. */
export type CardPayment =
  /** Keep `autoTopUpAmount` as the auto top-up, and with `chargeNow` also charge it now. */
  | { autoTopUpAmount: number; chargeNow: boolean }
  /** A manual payment: charge `payOnce` now; the account's auto top-up amount stays as it was. */
  | { payOnce: number };

export type CardDetails = { cardName: string } & CardPayment;

/** The call's money fields; a once-off payment still fills the required `autoTopUpAmount`, unsaved. */
const paymentFields = (card: CardPayment) =>
  'payOnce' in card
    ? { autoTopUpAmount: card.payOnce, chargeNow: true, chargeAmount: card.payOnce }
    : { autoTopUpAmount: card.autoTopUpAmount, chargeNow: card.chargeNow };

/** What the member is told after saving a card (§8), or 'saved'. */
export type CardUpdateOutcome =
  | { kind: 'saved' }
  | { kind: 'unverified' }
  | { kind: 'provider'; message: string }
  | { kind: 'declined'; text: ServerText }
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
        sourceToken: tokenised.token,
        ...paymentFields(card),
      },
    });
    return data ? { kind: 'saved' } : { kind: 'unverified' };
  } catch (error) {
    if (error instanceof PortalApiError && error.status === 402) {
      return { kind: 'declined', text: problemText(error, 'payment.declined.generic') };
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
