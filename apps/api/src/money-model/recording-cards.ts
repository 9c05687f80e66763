import { sandboxToken } from '@portal/domain/sandbox-card';
import { sandboxCardProvider, type CardProvider } from '#platform/payments/card-provider.ts';
import type { Card } from './actions.ts';

/** The documented sandbox numbers behind the model's two cards (see domain sandbox-card). */
const CARD_NUMBERS: Record<Card, string> = {
  good: '4242424242424242',
  failsLater: '4000000000000341',
};

export function cardToken(card: Card): string {
  return sandboxToken(CARD_NUMBERS[card])!;
}

/**
 * The sandbox provider, counting the cents it actually took: the money paid in that every credit
 * of the ledger must be backed by. A charge answered again for a key it has seen is counted once.
 */
export function recordingCards(): CardProvider & { paidIn(): number } {
  const sandbox = sandboxCardProvider();
  const counted = new Set<string>();
  let paid = 0;
  return {
    ...sandbox,
    async charge(cardRef, amountCents, description, options) {
      const result = await sandbox.charge(cardRef, amountCents, description, options);
      if (result.ok && !counted.has(options.idempotencyKey)) {
        counted.add(options.idempotencyKey);
        paid += amountCents;
      }
      return result;
    },
    paidIn: () => paid,
  };
}
