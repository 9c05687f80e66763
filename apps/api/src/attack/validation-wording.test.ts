/**
 * Every request the contract's schemas refuse answers 400 `invalid_field` with the field and a
 * catalog text, and nothing a screen might show reads like the validator ("must match format",
 * "must have required property", "must NOT have more than"): for every operation, a valid request
 * broken in its body (a property missing, the wrong type) and in each query parameter.
 */
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/api-test.ts';
import { createMember } from '../../test/auth-fixtures.ts';
import {
  toInject,
  validRequest,
  type ContractRequest,
} from '../../test/attack/contract-requests.ts';
import { sessionCookieFor, XHR, type TestApp } from '../../test/test-app.ts';
import { readContract, type ContractOperation } from '#contract/contract.ts';

const contract = readContract();
const VALIDATOR_WORDING = /must (match|have|be|NOT)|should (be|match|have)/;

let api: TestApp;
let cookie: string;
useTestApp(async (started) => {
  api = started;
  cookie = await sessionCookieFor(api.db, (await createMember(api.db)).accountId);
});

/** One way to break a valid request, and what it breaks. */
interface Breakage {
  what: string;
  request: ContractRequest;
}

function breakages(operation: ContractOperation): Breakage[] {
  const valid = validRequest(contract.document, operation, 36);
  const broken: Breakage[] = [];
  for (const parameter of operation.parameters.filter((p) => p.in === 'query')) {
    broken.push({
      what: `query ${parameter.name}`,
      request: { ...valid, query: { ...valid.query, [parameter.name]: { nested: ['x'] } } },
    });
  }
  if (operation.body?.mediaType === 'application/json') {
    broken.push({ what: 'a body of the wrong type', request: { ...valid, body: [[], 'x'] } });
    broken.push({ what: 'an empty body object', request: { ...valid, body: {} } });
  }
  return broken;
}

const checked = contract.operations.filter((operation) => breakages(operation).length > 0);

describe('a request the contract refuses', () => {
  for (const operation of checked) {
    it(`${operation.id}: names the field, gives a catalog text and no validator wording`, async () => {
      for (const { what, request } of breakages(operation)) {
        const inject = toInject(operation, request);
        const response = await api.app.inject({
          ...inject,
          headers: { ...inject.headers, ...XHR, cookie },
        });
        expect(response.statusCode, what).toBeLessThan(500);
        if (response.statusCode !== 400) continue;
        const problem = response.json<{
          code: string;
          field?: string;
          detail?: string;
          text?: { key: string };
        }>();
        expect(problem.code, what).toBe('invalid_field');
        expect(problem.field, what).toBeTruthy();
        expect(problem.text?.key, what).toMatch(/^(problem|validation)\./);
        expect(`${problem.detail ?? ''} ${JSON.stringify(problem.text)}`, what).not.toMatch(
          VALIDATOR_WORDING,
        );
      }
    });
  }

  it('covers the operations that take a body or query parameters', () => {
    expect(checked.map((operation) => operation.id)).toEqual(
      expect.arrayContaining([
        'chargeCard',
        'listReceipts',
        'resendEmailVerification',
        'updateCard',
      ]),
    );
  });
});
