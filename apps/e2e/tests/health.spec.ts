import { expect, test } from '@playwright/test';

test('the API on the same origin answers from a real database', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: 'ok', database: 'ok' });
});
