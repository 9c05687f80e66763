import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/api-test.ts';
import { parse } from 'yaml';
import { linkParameter, outboxFor, setCookieHeaders } from '../test/auth-fixtures.ts';
import { XHR, type TestApp } from '../test/test-app.ts';
import { seedDemoData } from '#seed/demo-seed.ts';

/**
 * The acceptance of issues 6 and 7 from a member's side: on the demo data, signed in as
 * demo@harbour.test, every read of the contract answers 200 — none 404, 501 or 5xx.
 */
interface ContractOperation {
  operationId: string;
  parameters?: { $ref?: string; name?: string; in?: string; required?: boolean }[];
}

const contract = parse(
  readFileSync(new URL('../../../openapi/portal.yaml', import.meta.url), 'utf8'),
) as {
  paths: Record<string, Record<string, ContractOperation>>;
};

/** A valid value for each required query parameter the reads take. */
const QUERY_VALUES: Record<string, string> = {
  webpage: 'harbour-mail',
  page: '0',
  pageSize: '20',
  folder: '-4',
  query: 'invoice',
  mailId: '1',
};

const reads = Object.entries(contract.paths).flatMap(([path, item]) =>
  Object.entries(item)
    .filter(([method]) => method === 'get')
    .map(([, operation]) => ({ path, operation })),
);

let api: TestApp;
let cookie = '';

useTestApp(async (started) => {
  api = started;
  await seedDemoData(api.db.kysely, new Date(), api.storage);
  const login = await api.app.inject({
    method: 'POST',
    url: '/api/Login?webpage=harbour-mail',
    headers: XHR,
    payload: {
      EmailAddress: 'demo@harbour.test',
      Password: 'Demo!2026',
      KeepLoggedIn: false,
      loginGuard: null,
    },
  });
  expect(login.json()).toMatchObject({ email: 'demo@harbour.test', balance: 87.4 });
  cookie =
    setCookieHeaders(login)
      .find((header) => header.startsWith('portal_session='))
      ?.split(';')[0] ?? '';
  // A live invitation link, for the read that looks one up (getTeamInvitation).
  await api.app.inject({
    method: 'POST',
    url: '/api/Team/Invitations?webpage=harbour-mail',
    headers: { ...XHR, cookie },
    payload: { email: 'jo.park@harbour.test', role: 'viewer' },
  });
  const [invitation] = await outboxFor(api.db, 'jo.park@harbour.test');
  QUERY_VALUES.invitation = linkParameter(
    invitation?.links as string[],
    '/JoinAccount',
    'invitation',
  );
});

function urlFor(path: string, operation: ContractOperation): string {
  const names = (operation.parameters ?? [])
    .map(
      (parameter) =>
        parameter.name ??
        parameter.$ref
          ?.split('/')
          .pop()
          ?.replace(/^./, (c) => c.toLowerCase()),
    )
    .filter((name): name is string => !!name && name in QUERY_VALUES);
  const query = names
    .map((name) => `${name}=${encodeURIComponent(QUERY_VALUES[name] ?? '')}`)
    .join('&');
  return query ? `${path}?${query}` : path;
}

describe('the demo member, signed in', () => {
  it.each(reads.map(({ path, operation }) => [operation.operationId, path, operation] as const))(
    '%s (GET %s) answers as documented',
    async (operationId, path, operation) => {
      const response = await api.app.inject({
        method: 'GET',
        url: urlFor(path, operation),
        headers: { cookie },
      });
      expect(response.statusCode, response.body).toBe(200);
    },
  );

  it('sees their own account, audit log and transactions', async () => {
    const account = await api.app.inject({
      method: 'POST',
      url: '/api/account/GetAccount',
      headers: { ...XHR, cookie },
    });
    const selfie = await api.app.inject({
      method: 'GET',
      url: '/api/verification/generaterandomcode',
      headers: { cookie },
    });
    expect(selfie.json().code).toMatch(/^[0-9]{4,8}$/);
    expect(account.json()).toMatchObject({
      firstName: expect.any(String),
      smsVerified: true,
      idVerified: true,
    });
    const audit = await api.app.inject({
      method: 'GET',
      url: '/api/Audit?page=0&pageSize=20',
      headers: { cookie },
    });
    expect(audit.json()).toHaveLength(20);
    const transactions = await api.app.inject({
      method: 'GET',
      url: '/api/Transaction?page=1&pageSize=20',
      headers: { cookie },
    });
    expect(transactions.json().length).toBeGreaterThan(0);
  });
});
