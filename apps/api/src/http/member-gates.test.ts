import { describe, expect, it } from 'vitest';
import { documentedProblemCodes } from '../../test/attack/problem-codes.ts';
import { readContract, resolveRef, type JsonSchema } from '#contract/contract.ts';
import { operationSettings } from '@portal/contract/operations';
import type { OperationId } from '#contract/operation-handler.ts';
import { gatesOf, type Gate } from '#http/member-gates.ts';

const contract = readContract();
const paths = contract.document.paths as Record<string, Record<string, JsonSchema>>;

/** The answer each gate gives, which every operation behind it must document. */
const ANSWERS: Record<Gate, { status: number; code: string }> = {
  payment: { status: 402, code: 'payment_required' },
  terms: { status: 403, code: 'terms_not_accepted' },
  verification: { status: 403, code: 'verification_required' },
};

/** The problem codes the examples of an operation's answer with `status` show. */
function exampleCodes(path: string, method: string, status: number): string[] {
  const responses = paths[path]?.[method.toLowerCase()]?.responses as Record<string, unknown>;
  const response = resolveRef<{
    content?: Record<string, { example?: { code?: string }; examples?: Record<string, unknown> }>;
  }>(contract.document, responses[String(status)]);
  return Object.values(response.content ?? {}).flatMap((media) => [
    ...(media.example ? [media.example.code] : []),
    ...Object.values(media.examples ?? {}).map(
      (example) => resolveRef<{ value: { code?: string } }>(contract.document, example).value.code,
    ),
  ]) as string[];
}

describe('the member gates', () => {
  it('name every operation of the contract, gated or open, and nothing else', () => {
    expect(Object.keys(operationSettings).sort()).toEqual(
      contract.operations.map(({ id }) => id).sort(),
    );
  });

  for (const operation of contract.operations) {
    const gates = gatesOf(operation.id as OperationId);
    it(`${operation.id}: documents the answer of each of its gates (${gates.join(', ') || 'open'})`, () => {
      for (const gate of Object.keys(ANSWERS) as Gate[]) {
        const { status, code } = ANSWERS[gate];
        const listed = documentedProblemCodes(operation.id, status) ?? [];
        if (gates.includes(gate)) {
          expect(listed, `${status} x-problem-codes`).toContain(code);
          expect(
            exampleCodes(operation.path, operation.method, status),
            `${status} examples`,
          ).toContain(code);
        } else if (gate === 'terms') {
          // An open operation never answers the terms gate's code, so its contract does not say so.
          expect(listed).not.toContain(code);
        }
      }
    });
  }
});
