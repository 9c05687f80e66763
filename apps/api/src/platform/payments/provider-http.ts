/** A payment provider that could not be reached or answered in a way we cannot use (502). */
export class PaymentProviderUnavailable extends Error {}

/** How long a provider call may take before the member is told to try again. */
const TIMEOUT_MS = 15_000;

/**
 * Calls a provider's JSON API and answers its status and parsed body; a network failure, a timeout
 * or a body that is not JSON throws `PaymentProviderUnavailable` naming only the provider, since
 * the error itself may carry request details such as credentials.
 */
export async function callProvider(
  provider: string,
  url: string,
  init: RequestInit,
): Promise<{ status: number; body: unknown }> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch {
    throw new PaymentProviderUnavailable(`${provider} could not be reached`);
  }
  try {
    return { status: response.status, body: await response.json() };
  } catch {
    throw new PaymentProviderUnavailable(`${provider} answered ${response.status} without JSON`);
  }
}

/** `application/x-www-form-urlencoded` as Stripe and PayPal's token endpoint take it. */
export const formBody = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
