/**
 * The contract-driven fuzzer (issue 23): for every operation of openapi/portal.yaml, requests that
 * json-schema-faker makes valid from the operation's schemas, then break in one place with a
 * malformed input fast-check generates. Whatever arrives, the server answers below 500, refuses
 * with problem+json, shows none of its insides, and a refused request stores nothing.
 */
import { Writable } from 'node:stream';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/api-test.ts';
import { createMember } from '../../test/auth-fixtures.ts';
import { toInject, validRequest } from '../../test/attack/contract-requests.ts';
import { databaseFingerprint } from '../../test/attack/database-fingerprint.ts';
import { mutate, mutationArbitrary, targetsOf } from '../../test/attack/mutations.ts';
import { isProblem, leaksInternals } from '../../test/attack/response-checks.ts';
import { sessionCookieFor, XHR, type TestApp } from '../../test/test-app.ts';
import { readContract } from '#contract/contract.ts';

const contract = readContract();
/** Requests per operation; FUZZ_RUNS raises it for a deeper run, FUZZ_SEED replays one. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 24);
const SEED = Number(process.env.FUZZ_SEED ?? 23);

const tally = { operations: new Set<string>(), requests: 0, serverErrors: 0, leaks: 0, stored: 0 };

let api: TestApp;
let fingerprint: () => Promise<string>;
/** The server's last logged error, shown beside a failing request. */
let lastError = '';
useTestApp(
  async (started) => {
    api = started;
    fingerprint = await databaseFingerprint(api.db.kysely);
  },
  {
    logLevel: 'error',
    logStream: new Writable({
      write(chunk: Buffer, _encoding, done) {
        lastError = chunk.toString().slice(0, 600);
        done();
      },
    }),
  },
);

describe('every operation answers malformed requests below 500, as problem+json, leaking and storing nothing', () => {
  for (const [index, operation] of contract.operations.entries()) {
    it(`${operation.method} ${operation.path}`, async () => {
      const member = await createMember(api.db);
      const cookie = await sessionCookieFor(api.db, member.accountId);
      const queryNames = operation.parameters
        .filter((parameter) => parameter.in === 'query')
        .map((parameter) => parameter.name);

      const attack = fc.record({
        seed: fc.nat(),
        mutation: mutationArbitrary,
        place: fc.nat(),
        signedIn: fc.boolean(),
        ip: fc.ipV4(),
      });
      await fc.assert(
        fc.asyncProperty(attack, async ({ seed, mutation, place, signedIn, ip }) => {
          const valid = validRequest(contract.document, operation, seed);
          const targets = targetsOf(valid, queryNames);
          const request = mutate(valid, targets[place % targets.length]!, mutation);
          const inject = toInject(operation, request);

          const before = await fingerprint();
          const response = await api.app.inject({
            ...inject,
            remoteAddress: ip,
            headers: { ...inject.headers, ...XHR, ...(signedIn ? { cookie } : {}) },
          });
          tally.requests += 1;
          const refused = response.statusCode >= 400;
          const serverError = response.statusCode >= 500;
          const leak = refused && leaksInternals(response);
          const stored = refused && !serverError && (await fingerprint()) !== before;
          if (serverError) tally.serverErrors += 1;
          if (leak) tally.leaks += 1;
          if (stored) tally.stored += 1;

          const said = [
            `${inject.method} ${inject.url?.toString().slice(0, 200)} ${String(inject.payload ?? '').slice(0, 200)}`,
            `${mutation.kind} → ${response.statusCode} ${response.body.slice(0, 300)}`,
            serverError ? lastError : '',
          ].join('\n');
          expect(serverError, said).toBe(false);
          if (refused) expect(isProblem(response), said).toBe(true);
          expect(leak, said).toBe(false);
          expect(stored, said).toBe(false);
        }),
        { seed: SEED + index, numRuns: RUNS },
      );
      tally.operations.add(operation.id);
    });
  }
});

describe('the fuzzer', () => {
  it('covered every operation of the contract', () => {
    console.log(
      `contract fuzzer: ${tally.operations.size}/${contract.operations.length} operations covered, ` +
        `${tally.requests} requests sent, 5xx = ${tally.serverErrors}, leaks = ${tally.leaks}, ` +
        `stored by a refused request = ${tally.stored}`,
    );
    expect([...tally.operations].sort()).toEqual(contract.operations.map(({ id }) => id).sort());
    expect(tally.requests).toBeGreaterThanOrEqual(contract.operations.length * RUNS);
  });
});
