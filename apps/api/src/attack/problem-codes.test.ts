/**
 * The contract's `x-problem-codes` (issue 22): each refusal an operation documents names the codes
 * it answers with. Every API test checks its refusals against these lists as they happen
 * (test/attack/problem-codes.ts); here the lists themselves are held to the contract.
 */
import { describe, expect, it } from 'vitest';
import { listedProblemCodes } from '../../test/attack/problem-codes.ts';
import { readContract, resolveRef } from '#contract/contract.ts';

const { document } = readContract();
const problemCodes = resolveRef<{ oneOf: { const: string }[] }>(document, {
  $ref: '#/components/schemas/ProblemCode',
}).oneOf.map((code) => code.const);

describe("each operation's listed problem codes", () => {
  it('cover the refusals of mail actions and forwarding, account_locked among them', () => {
    const operations = new Set(listedProblemCodes.map((listed) => listed.operationId));
    expect(operations.size).toBeGreaterThan(5);
    expect(listedProblemCodes.some((listed) => listed.codes.includes('account_locked'))).toBe(true);
  });

  for (const { operationId, status, codes } of listedProblemCodes) {
    it(`${operationId} ${status}: ${codes.join(', ')}`, () => {
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(500);
      expect(codes.filter((code) => !problemCodes.includes(code))).toEqual([]);
      expect(new Set(codes).size).toBe(codes.length);
    });
  }
});
