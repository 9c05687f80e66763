/**
 * Load shedding (decision 106): past its limit the server refuses new requests at once with the
 * API's busy answer and Retry-After, rather than queueing them; probes and metrics still answer.
 * The limit is forced low (1 MB of heap, always exceeded) so the test needs no real overload.
 */
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/api-test.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

let api: TestApp;
useTestApp(
  async (started) => {
    api = started;
    await api.app.ready();
  },
  {
    loadLimits: { maxEventLoopDelayMs: 0, maxHeapUsedMb: 1, retryAfterSeconds: 7 },
  },
);

/** under-pressure samples memory once a second; samples in the first 2 s after start are not believed. */
const firstSample = () => new Promise((resolve) => setTimeout(resolve, 2_200));

describe('an overloaded server', () => {
  it('answers 503 busy_try_again with Retry-After, as problem+json, without running the call', async () => {
    await firstSample();
    const response = await api.app.inject({ method: 'GET', url: '/api/Session' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('7');
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json()).toMatchObject({
      status: 503,
      code: 'busy_try_again',
      detail: 'The server is busy. Try again in a moment.',
    });
  });

  it('still answers its probes and metrics, so the operator sees why', async () => {
    await firstSample();
    expect((await api.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await api.app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(
      200,
    );
    expect((await api.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(200);
  });

  it('does not count the start-up, whose route compiling blocks the event loop, as load', async () => {
    const fresh = await startTestApp({
      loadLimits: { maxEventLoopDelayMs: 0, maxHeapUsedMb: 1, retryAfterSeconds: 7 },
    });
    try {
      await fresh.app.ready();
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      const response = await fresh.app.inject({ method: 'GET', url: '/api/Session' });
      expect(response.statusCode).toBe(401);
    } finally {
      await fresh.close();
    }
  });
});
