import type { FastifyInstance } from 'fastify';
import { afterEach, expect } from 'vitest';
import { readContract, resolveRef, type JsonSchema } from '#contract/contract.ts';

const contract = readContract();
const operations = contract.operations.map((operation) => ({
  operation,
  responses: ((contract.document.paths as Record<string, Record<string, JsonSchema>>)[
    operation.path
  ]?.[operation.method.toLowerCase()]?.responses ?? {}) as Record<string, unknown>,
}));

/**
 * The codes an operation's answer with `status` may carry, as its contract entry lists them
 * (`x-problem-codes`); undefined where the entry lists none.
 */
export function documentedProblemCodes(
  operationId: string,
  status: number,
): readonly string[] | undefined {
  const entry = operations.find(({ operation }) => operation.id === operationId);
  const response = entry?.responses[String(status)];
  if (response === undefined) return undefined;
  return resolveRef<{ 'x-problem-codes'?: string[] }>(contract.document, response)[
    'x-problem-codes'
  ];
}

/** Every operation and status whose contract entry lists its problem codes. */
export const listedProblemCodes = operations.flatMap(({ operation, responses }) =>
  Object.keys(responses).flatMap((status) => {
    const codes = documentedProblemCodes(operation.id, Number(status));
    return codes ? [{ operationId: operation.id, status: Number(status), codes }] : [];
  }),
);

const undocumented: string[] = [];

// Imported by a test file, this runs after each of its tests: a refusal the contract does not list
// fails the test that provoked it.
afterEach(() => {
  expect(undocumented.splice(0), 'refusals whose code the contract entry does not list').toEqual(
    [],
  );
});

/**
 * Checks every refusal `app` answers against its operation's contract entry, as the tests using it
 * provoke them: a code the entry's `x-problem-codes` does not list fails the test.
 */
export function checkProblemCodes(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const operationId = request.routeOptions.schema?.operationId;
    const type = String(reply.getHeader('content-type') ?? '');
    if (!operationId || !type.includes('application/problem+json') || typeof payload !== 'string') {
      return payload;
    }
    const codes = documentedProblemCodes(operationId, reply.statusCode);
    const { code } = JSON.parse(payload) as { code: string };
    if (codes && !codes.includes(code)) {
      undocumented.push(
        `${operationId} answered ${reply.statusCode} ${code}; its contract entry lists ${codes.join(', ')}`,
      );
    }
    return payload;
  });
}
