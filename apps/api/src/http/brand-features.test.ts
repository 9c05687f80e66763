import { describe, expect } from 'vitest';
import { sendAs, validRequest } from '../../test/attack/contract-requests.ts';
import { newMember } from '../../test/member-fixtures.ts';
import { it } from '../../test/api-test.ts';
import type { TestApp } from '../../test/test-app.ts';
import { BRAND_FEATURES } from '#http/brand-features.ts';
import { findBrand } from '#brands/brand-registry.ts';
import { readContract } from '#contract/contract.ts';

const contract = readContract();

/** A member past signup (the fixture's members are still in the wizard). */
async function registeredMember(api: TestApp) {
  const member = await newMember(api);
  await api.db.kysely
    .updateTable('accounts')
    .set({ registration_status: 2 })
    .where('account_id', '=', member.accountId)
    .execute();
  return member;
}

/** A call of the operation the contract allows, as a harbour-mail member. */
async function callAs(member: Awaited<ReturnType<typeof newMember>>, operationId: string) {
  const operation = contract.operations.find(({ id }) => id === operationId)!;
  const request = validRequest(contract.document, operation, 7);
  return sendAs(member.call, operation, request);
}

describe('a feature the member’s brand hides', () => {
  const harbourMail = findBrand('harbour-mail')!;

  it.for(BRAND_FEATURES)(
    '$operationId is refused with its own code while the brand’s flag is off',
    async ({ operationId, ...feature }, { api }) => {
      const member = await registeredMember(api);
      harbourMail[feature.flag] = false;
      try {
        const refused = await callAs(member, operationId);
        expect(refused.statusCode).toBe(403);
        expect(refused.headers['content-type']).toContain('application/problem+json');
        expect(refused.json()).toMatchObject({ code: feature.code });
      } finally {
        harbourMail[feature.flag] = true;
      }
      const offered = await callAs(member, operationId);
      expect(offered.json().code).not.toBe(feature.code);
    },
  );

  it('is refused for a real brand that hides it: Outback Post and ChoosePlan', async ({ api }) => {
    expect(findBrand('outback-post')?.includeChoosePayments).toBe(false);
    const member = await registeredMember(api);
    await api.db.kysely
      .updateTable('accounts')
      .set({ webpage: 'outback-post' })
      .where('account_id', '=', member.accountId)
      .execute();
    const refused = await callAs(member, 'choosePlan');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'choose_plan_not_offered',
      detail: 'Outback Post does not offer choosing a plan',
    });
  });

  it('leaves the plan to choose to a member still signing up, on every brand (§4 signup)', async ({
    api,
  }) => {
    const member = await newMember(api);
    await api.db.kysely
      .updateTable('accounts')
      .set({ webpage: 'outback-post', registration_status: 0 })
      .where('account_id', '=', member.accountId)
      .execute();
    const chosen = await callAs(member, 'choosePlan');
    expect(chosen.json().code).not.toBe('choose_plan_not_offered');
  });
});
