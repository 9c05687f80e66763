import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

let api: TestApp;
let logged = '';

beforeAll(async () => {
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      logged += String(chunk);
      done();
    },
  });
  api = await startTestApp({ logLevel: 'info', logStream });
});

afterAll(() => api.close());

const lines = () =>
  logged
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);

describe('the request log', () => {
  it('has one JSON line per request, with its id, status and redacted URL', async () => {
    logged = '';
    await api.app.inject({ method: 'GET', url: '/api/health' });
    await api.app.inject({ method: 'GET', url: '/api/NoSuchThing?password=hunter2' });

    const requests = lines().filter((line) => line.req !== undefined);
    expect(requests.map((line) => line.msg)).toEqual([
      expect.stringMatching(/^GET \/api\/health 200 [\d.]+ ms$/),
      expect.stringMatching(/^GET \/api\/NoSuchThing\?password=\*\*\* 404 [\d.]+ ms$/),
    ]);
    expect(requests[0]).toMatchObject({ reqId: expect.any(String), res: { statusCode: 200 } });
    expect(requests[0]!.reqId).not.toBe(requests[1]!.reqId);
    expect(logged).not.toContain('hunter2');
  });
});
