/**
 * The CSRF matrix (issue 23, DESIGN §3.6): every state-changing operation of the contract, sent
 * by a signed-in member's browser the ways another site could make it send one: without our
 * header, from a foreign origin, as a plain HTML form post, and with the path spelled another way.
 * Each answers 403 and stores nothing. Read from openapi/portal.yaml, so new operations are covered.
 */
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/api-test.ts';
import { createMember } from '../../test/auth-fixtures.ts';
import { toInject, validRequest } from '../../test/attack/contract-requests.ts';
import { databaseFingerprint } from '../../test/attack/database-fingerprint.ts';
import { sessionCookieFor, XHR, type TestApp } from '../../test/test-app.ts';
import { readContract } from '#contract/contract.ts';

const contract = readContract();
const stateChanging = contract.operations.filter((operation) => operation.method !== 'GET');

/** A path as another spelling reaches the same route: `/api/Folder` → `/%61pi/Folder`. */
const respelled = (url: string) => url.replace(/^\/a/, '/%61');

const VARIANTS = {
  'without X-Requested-With': { drop: ['x-requested-with'], add: {}, form: false, respell: false },
  'from a foreign Origin': {
    drop: [],
    add: { origin: 'https://evil.example' },
    form: false,
    respell: false,
  },
  'marked cross-site by the browser': {
    drop: [],
    add: { 'sec-fetch-site': 'cross-site' },
    form: false,
    respell: false,
  },
  'as an HTML form post': {
    drop: ['x-requested-with'],
    add: { origin: 'https://evil.example' },
    form: true,
    respell: false,
  },
  'with the path spelled differently': {
    drop: ['x-requested-with'],
    add: {},
    form: false,
    respell: true,
  },
} as const;

const tally = { operations: new Set<string>(), requests: 0, accepted: 0 };

let api: TestApp;
let cookie: string;
let fingerprint: () => Promise<string>;
useTestApp(async (started) => {
  api = started;
  const member = await createMember(api.db);
  cookie = await sessionCookieFor(api.db, member.accountId);
  fingerprint = await databaseFingerprint(api.db.kysely);
});

describe('a state-changing call another site could make a browser send', () => {
  const cases = stateChanging.flatMap((operation) =>
    Object.entries(VARIANTS).map(
      ([variant, how]) =>
        [`${operation.method} ${operation.path}`, variant, operation, how] as const,
    ),
  );
  it.each(cases)('%s %s answers 403', async (_name, _variant, operation, how) => {
    const request = validRequest(contract.document, operation, 23);
    const inject = toInject(operation, request);
    const headers: Record<string, string> = {
      ...(inject.headers as Record<string, string>),
      ...XHR,
      cookie,
      ...how.add,
    };
    for (const name of how.drop) delete headers[name];
    if (how.form) headers['content-type'] = 'application/x-www-form-urlencoded';

    const before = await fingerprint();
    const response = await api.app.inject({
      method: operation.method,
      url: how.respell ? respelled(inject.url as string) : (inject.url as string),
      headers,
      ...(how.form
        ? { payload: 'amount=1000&planId=1' }
        : inject.payload === undefined
          ? {}
          : { payload: inject.payload }),
    });
    tally.requests += 1;
    tally.operations.add(operation.id);
    if (response.statusCode < 300) tally.accepted += 1;

    expect(response.statusCode, response.body).toBe(403);
    expect(response.json().code).toMatch(/^(csrf_header_missing|cross_site_request)$/);
    expect(await fingerprint()).toBe(before);
  });
});

describe('the CSRF matrix', () => {
  it('covered every state-changing operation', () => {
    console.log(
      `CSRF matrix: ${tally.operations.size}/${stateChanging.length} state-changing operations, ` +
        `${tally.requests} requests sent, accepted = ${tally.accepted}`,
    );
    expect(tally.operations.size).toBe(stateChanging.length);
    expect(tally.accepted).toBe(0);
  });
});
