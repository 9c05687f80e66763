/**
 * The role matrix (issue 39, decision 105), read from the contract: every operation that needs a
 * session, sent by a viewer, a member, an admin and the account holder of a Harbour Mail account
 * (the brand that offers team users). A role the operation's `x-permission` does not allow answers
 * 403 `role_forbids` and stores nothing; a role it allows is never refused for its role (it may
 * answer 400, 404 or 409 for the random request, which is fine).
 */
import { operationSettings } from '@portal/contract/operations';
import { roleAllows } from '@portal/domain/team-roles';
import { describe, expect } from 'vitest';
import { it } from '../../test/api-test.ts';
import { sendAs, validRequest } from '../../test/attack/contract-requests.ts';
import { databaseFingerprint } from '../../test/attack/database-fingerprint.ts';
import { markRegistered, newMember } from '../../test/member-fixtures.ts';
import { teamUser } from '../../test/team-fixtures.ts';
import type { TestApp } from '../../test/test-app.ts';
import { readContract } from '#contract/contract.ts';
import type { OperationId } from '#contract/operation-handler.ts';

const contract = readContract();
const ROLES = ['viewer', 'member', 'admin', 'holder'] as const;
type Who = (typeof ROLES)[number];

const cases = contract.operations.flatMap((operation) => {
  const permission = operationSettings[operation.id as OperationId].permission;
  if (permission === null) return [];
  return ROLES.map((who) => ({
    name: `${operation.id} as ${who}`,
    operation,
    who,
    allowed: roleAllows(who === 'holder' ? 'admin' : who, permission),
  }));
});
const tally = { refused: 0, allowed: 0 };

/** The problem code of an answer; undefined for one that is not a problem (a 204, a download). */
const problemCodeOf = (response: { headers: Record<string, unknown>; json(): unknown }) =>
  String(response.headers['content-type']).includes('problem+json')
    ? (response.json() as { code: string }).code
    : undefined;

/** A fresh Harbour Mail account, and a way to call as its holder or as a user of the role. */
async function caller(api: TestApp, who: Who) {
  const holder = await newMember(api);
  await markRegistered(api, holder.accountId);
  return who === 'holder' ? holder.call : (await teamUser(api, holder.accountId, who)).call;
}

describe('every operation with a session, for every role', () => {
  it.for(cases)('$name', async ({ operation, who, allowed }, { api }) => {
    const call = await caller(api, who);
    const fingerprint = await databaseFingerprint(api.db.kysely);
    const before = await fingerprint();
    const response = await sendAs(call, operation, validRequest(contract.document, operation, 39));

    if (allowed) {
      tally.allowed += 1;
      expect(response.statusCode, response.body).not.toBe(401);
      expect(problemCodeOf(response), response.body).not.toBe('role_forbids');
    } else {
      tally.refused += 1;
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json()).toMatchObject({ code: 'role_forbids' });
      expect(await fingerprint()).toBe(before);
    }
  });

  it('covered every operation with a session', () => {
    console.log(
      `role matrix: ${cases.length / ROLES.length} operations × ${ROLES.length} roles, ` +
        `${tally.refused} refused with role_forbids, ${tally.allowed} allowed`,
    );
    expect(tally.refused + tally.allowed).toBe(cases.length);
    expect(tally.refused).toBeGreaterThan(50);
  });
});
