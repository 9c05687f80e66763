import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { createPortalClient } from './client.ts';
import { PortalApiError } from './errors.ts';
import { createPortalQueries } from './query.ts';

const mailItem = {
  mailId: 10452,
  name: 'Letter from Service NSW',
  status: 3,
  mailActions: null,
  mailType: 0,
  dateScanned: '2025-03-04T01:22:00Z',
  weight: 28,
  blurb: null,
  read: false,
};

function setUp(answer: (request: Request) => Response) {
  const requests: Request[] = [];
  const client = createPortalClient({
    baseUrl: 'http://portal.test',
    webpage: 'harbour-mail',
    onUnauthorized: vi.fn(),
    fetch: async (request) => {
      requests.push(request);
      return answer(request);
    },
  });
  // No retries: a failing query must fail this test at once.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return { api: createPortalQueries(client), queryClient, requests };
}

describe('createPortalQueries', () => {
  it('builds query options whose key names the call and whose fn fetches it', async () => {
    const { api, queryClient, requests } = setUp(() => Response.json([mailItem]));

    const options = api.queryOptions('get', '/api/Mail', { params: { query: { folder: -4 } } });
    const items = await queryClient.fetchQuery(options);

    expect(options.queryKey).toEqual(['get', '/api/Mail', { params: { query: { folder: -4 } } }]);
    expect(items).toEqual([mailItem]);
    expect(requests.map((r) => r.url)).toEqual(['http://portal.test/api/Mail?folder=-4']);
    expect(
      queryClient.getQueryData(['get', '/api/Mail', { params: { query: { folder: -4 } } }]),
    ).toEqual([mailItem]);
  });

  it('goes through the middleware: webpage is added to a call that takes it', async () => {
    const { api, queryClient, requests } = setUp(() => Response.json([]));

    const options = api.queryOptions('get', '/api/Plan/GetAll');
    await queryClient.fetchQuery(options);

    expect(options.queryKey).toEqual(['get', '/api/Plan/GetAll']);
    expect(requests.map((r) => r.url)).toEqual([
      'http://portal.test/api/Plan/GetAll?webpage=harbour-mail',
    ]);
  });

  it('fails the query with the PortalApiError of a failure answer', async () => {
    const { api, queryClient } = setUp(() =>
      Response.json(
        {
          type: 'about:blank',
          title: 'Verification required',
          status: 403,
          code: 'verification_required',
        },
        { status: 403, headers: { 'content-type': 'application/problem+json' } },
      ),
    );

    const query = queryClient.fetchQuery(
      api.queryOptions('get', '/api/mail/download', { params: { query: { mailId: 10452 } } }),
    );

    await expect(query).rejects.toBeInstanceOf(PortalApiError);
    await expect(query).rejects.toMatchObject({ status: 403, code: 'verification_required' });
  });
});
