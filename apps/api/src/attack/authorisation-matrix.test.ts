/**
 * The authorisation matrix (issue 23, DESIGN §7 "another account's id answers 404"): for every
 * operation of the contract that takes an object id, and every such field, member A names member
 * B's object. The answer is 404 and nothing changes. The operations and fields are read from
 * openapi/portal.yaml, so a new operation taking an id is covered without touching this file.
 */
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/api-test.ts';
import { sendAs, validRequest, type ContractRequest } from '../../test/attack/contract-requests.ts';
import { databaseFingerprint } from '../../test/attack/database-fingerprint.ts';
import { idFieldsOf, kindOf, type IdField } from '../../test/attack/id-fields.ts';
import { memberWithObjects, type ObjectKind } from '../../test/attack/member-objects.ts';
import { insertPlan } from '../../test/member-fixtures.ts';
import { type TestApp } from '../../test/test-app.ts';
import { readContract, type ContractOperation } from '#contract/contract.ts';

const contract = readContract();
const matrix = contract.operations.flatMap((operation) =>
  idFieldsOf(contract.document, operation).map((field) => ({ operation, field })),
);
const tally = { operations: new Set<string>(), requests: 0, crossAccountSuccesses: 0 };

let api: TestApp;
let planId: number;
let owner: Awaited<ReturnType<typeof memberWithObjects>>;
let fingerprint: () => Promise<string>;
useTestApp(async (started) => {
  api = started;
  planId = await insertPlan(api, { plan_name: 'Standard' });
  owner = await memberWithObjects(api, planId);
  fingerprint = await databaseFingerprint(api.db.kysely);
});

/** A request naming, in every id field, the object of that kind `ids` gives. */
function requestNaming(
  operation: ContractOperation,
  ids: (field: IdField) => number,
): ContractRequest {
  const request = validRequest(contract.document, operation, 23);
  const body = (request.body ?? {}) as Record<string, unknown>;
  for (const field of idFieldsOf(contract.document, operation)) {
    const value = field.list ? [ids(field)] : ids(field);
    if (field.in === 'query') request.query[field.name] = value;
    else body[field.name] = value;
  }
  return request;
}

const objectOf = (objects: Record<ObjectKind, number>, field: IdField): number => {
  const id = objects[kindOf(field) as ObjectKind];
  if (id === undefined) {
    throw new Error(
      `${field.name}: no fixture owns a "${kindOf(field)}"; add one to member-objects.ts`,
    );
  }
  return id;
};

describe("a member naming another member's object", () => {
  it.each(
    matrix.map(
      ({ operation, field }) =>
        [`${operation.method} ${operation.path}`, field.name, operation, field] as const,
    ),
  )('%s with %s answers 404 and changes nothing', async (_name, _fieldName, operation, target) => {
    const attacker = await memberWithObjects(api, planId);
    const request = requestNaming(operation, (field) =>
      objectOf(field.name === target.name ? owner.ids : attacker.ids, field),
    );
    const send = (request: ContractRequest) => {
      tally.requests += 1;
      return sendAs(attacker.call, operation, request);
    };
    const before = await fingerprint();
    const response = await send(request);
    tally.operations.add(operation.id);
    if (response.statusCode < 300) tally.crossAccountSuccesses += 1;

    expect(response.statusCode, response.body).toBe(404);
    expect(response.json()).toMatchObject({ code: 'not_found' });
    expect(await fingerprint()).toBe(before);

    // The same request naming the attacker's own object is found: the 404 above was the owner's.
    const own = await send(requestNaming(operation, (field) => objectOf(attacker.ids, field)));
    expect(own.statusCode, own.body).not.toBe(404);
  });
});

describe('the authorisation matrix', () => {
  it('covered every operation that takes an id', () => {
    console.log(
      `authorisation matrix: ${tally.operations.size} operations taking ids, ${matrix.length} id fields, ` +
        `${tally.requests} requests sent, cross-account successes = ${tally.crossAccountSuccesses}`,
    );
    expect(tally.operations.size).toBe(new Set(matrix.map(({ operation }) => operation.id)).size);
    expect(tally.operations.size).toBeGreaterThan(15);
    expect(tally.crossAccountSuccesses).toBe(0);
  });
});
