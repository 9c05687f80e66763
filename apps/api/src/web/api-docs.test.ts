import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app.ts';
import { useTestApp } from '../../test/api-test.ts';

let api: TestApp;
useTestApp((started) => (api = started));

describe('API reference at /api/docs', () => {
  it('serves Swagger UI from local assets', async () => {
    const page = await api.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const script = page.body.match(/src="([^"]*swagger-ui-bundle\.js)"/)?.[1] ?? '';
    expect(script).toMatch(/^\/api\/docs\//);
    const bundle = await api.app.inject({ method: 'GET', url: script });
    expect(bundle.statusCode).toBe(200);
    expect(bundle.body.length).toBeGreaterThan(100_000);
  });

  it('shows the contract itself, every operation included', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\.1\./);
    expect(document.paths['/api/account/GetAccount'].post.operationId).toBe('getAccount');
    expect(document.paths['/api/Account/updateSeperateAlerts'].post.operationId).toBe(
      'updateSeparateAlerts',
    );
  });
});
