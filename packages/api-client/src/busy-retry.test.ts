import { describe, expect, it, vi } from 'vitest';
import { retryWhenBusy } from './busy-retry.ts';

const busy = (retryAfter = '1') =>
  new Response(JSON.stringify({ status: 503, code: 'busy_try_again' }), {
    status: 503,
    headers: { 'content-type': 'application/problem+json', 'retry-after': retryAfter },
  });

/** A server that gives the queued answers in turn, keeping what each request carried. */
function server(...answers: Response[]) {
  const sent: { method: string; body: string; key: string | null }[] = [];
  const send = async (request: Request) => {
    sent.push({
      method: request.method,
      body: await request.text(),
      key: request.headers.get('idempotency-key'),
    });
    return answers.shift()!;
  };
  return { send, sent };
}

const charge = () =>
  new Request('http://portal.test/api/Payment/TopUp', {
    method: 'POST',
    headers: { 'Idempotency-Key': 'key-1' },
    body: JSON.stringify({ amount: 20 }),
  });

describe('retryWhenBusy', () => {
  it('sends the same request again, once, after the wait a busy answer names', async () => {
    const { send, sent } = server(busy('2'), Response.json({ balance: 40 }));
    const wait = vi.fn(async () => {});
    const response = await retryWhenBusy(send, wait)(charge());

    expect(await response.json()).toEqual({ balance: 40 });
    expect(wait).toHaveBeenCalledWith(2000, expect.any(AbortSignal));
    expect(sent).toEqual([
      { method: 'POST', body: '{"amount":20}', key: 'key-1' },
      { method: 'POST', body: '{"amount":20}', key: 'key-1' },
    ]);
  });

  it('hands a second busy answer to the caller', async () => {
    const { send, sent } = server(busy(), busy());
    const response = await retryWhenBusy(send, async () => {})(charge());
    expect(response.status).toBe(503);
    expect(sent).toHaveLength(2);
  });

  it('does not repeat another 503, or a busy answer asking a longer wait than it keeps', async () => {
    for (const answer of [
      Response.json({ status: 'error', database: 'unreachable' }, { status: 503 }),
      busy('30'),
      busy('Wed, 21 Oct 2026 07:28:00 GMT'),
    ]) {
      const { send, sent } = server(answer);
      const response = await retryWhenBusy(send, async () => {})(charge());
      expect(response.status).toBe(503);
      expect(sent).toHaveLength(1);
    }
  });

  it('stops waiting, and sends nothing more, when the caller aborts', async () => {
    const { send, sent } = server(busy('5'));
    const controller = new AbortController();
    const request = new Request(charge(), { signal: controller.signal });
    const pending = retryWhenBusy(send)(request);
    setTimeout(() => controller.abort(), 10);
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(sent).toHaveLength(1);
  });
});
