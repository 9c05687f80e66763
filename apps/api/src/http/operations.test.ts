import { readFileSync } from 'node:fs';
import { describe, expect } from 'vitest';
import { parse } from 'yaml';
import { XHR } from '../../test/test-app.ts';
import { it } from '../../test/api-test.ts';
import { allOperations } from '#http/all-operations.ts';
import type { ServerContext } from '#platform/server-context.ts';

interface Operation {
  id: string;
  method: string;
  path: string;
}

const contract = parse(
  readFileSync(new URL('../../../../openapi/portal.yaml', import.meta.url), 'utf8'),
) as {
  paths: Record<string, Record<string, { operationId: string }>>;
};
const operations: Operation[] = Object.entries(contract.paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, operation]) => ({
    id: operation.operationId,
    method: method.toUpperCase(),
    path,
  })),
);

describe('routes come from the contract', () => {
  it('has a handler for every documented operation and none that is not documented', () => {
    const handlers = Object.keys(allOperations({} as ServerContext)).sort();
    expect(handlers).toEqual(operations.map((operation) => operation.id).sort());
  });
});

describe('protected operations', () => {
  it('answer 401 problem+json without a session, whatever the path casing', async ({ api }) => {
    for (const url of [
      '/api/Audit?page=0&pageSize=20',
      '/api/audit?page=0&pageSize=20',
      '/api/Alert',
    ]) {
      const response = await api.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(401);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(response.json()).toMatchObject({ status: 401, code: 'unauthorized' });
    }
  });
});

describe('CSRF defence', () => {
  it('refuses a state-changing call without X-Requested-With with 403 before anything else', async ({
    api,
  }) => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/Login?webpage=harbour-mail',
      payload: {},
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'csrf_header_missing' });
  });

  it('lets reads through without the header', async ({ api }) => {
    const response = await api.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
  });
});

describe('requests that break the contract', () => {
  it('answer 400 invalid_field naming the field, never a 5xx', async ({ api }) => {
    const missing = await api.app.inject({
      method: 'POST',
      url: '/api/Login?webpage=harbour-mail',
      headers: XHR,
      payload: { EmailAddress: 'a@b.test' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'invalid_field', field: 'Password' });

    const wrongType = await api.app.inject({ method: 'GET', url: '/api/Location/GetAll' });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json()).toMatchObject({ code: 'invalid_field', field: 'webpage' });
  });
});
