import { describe, expect, it } from 'vitest';
import { createPortalClient } from './client.ts';

describe('createPortalClient', () => {
  it('calls the documented path on the given origin and returns the typed answer', async () => {
    const requests: Request[] = [];
    const client = createPortalClient({
      baseUrl: 'http://portal.test',
      fetch: async (input) => {
        requests.push(input as Request);
        return Response.json({ status: 'ok', database: 'ok' });
      },
    });

    const { data, error } = await client.GET('/api/health');

    expect(error).toBeUndefined();
    expect(data).toEqual({ status: 'ok', database: 'ok' });
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET http://portal.test/api/health',
    ]);
  });

  it('hands back a 503 answer as an error, not as data', async () => {
    const client = createPortalClient({
      baseUrl: 'http://portal.test',
      fetch: async () =>
        Response.json({ status: 'error', database: 'unreachable' }, { status: 503 }),
    });

    const { data, error, response } = await client.GET('/api/health');

    expect(data).toBeUndefined();
    expect(response.status).toBe(503);
    expect(error).toEqual({ status: 'error', database: 'unreachable' });
  });
});
