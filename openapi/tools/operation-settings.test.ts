import { describe, expect, it } from 'vitest';
import { listOperations, loadDocument, type DocumentOperation } from './openapi-document.ts';
import { operationSettings } from './operation-settings.ts';

const KEY = { name: 'Idempotency-Key', in: 'header' as const, required: true, schema: {} };

/** A documented operation with the given extensions and header parameters. */
function operation(extensions: Record<string, unknown>, parameters = [] as (typeof KEY)[]) {
  return {
    method: 'post',
    path: '/api/Probe',
    operation: { operationId: 'probe', responses: {}, ...extensions },
    parameters,
  } as DocumentOperation;
}

describe('the per-operation settings of the contract', () => {
  it('are read from every operation of portal.yaml', () => {
    const all = listOperations(loadDocument()).map(operationSettings);
    expect(all.length).toBeGreaterThan(80);
    expect(all.filter((settings) => settings.idempotent).map(({ path }) => path)).toContain(
      '/api/Payment/ChargeCard',
    );
  });

  it('refuse an operation that does not say which gates it needs', () => {
    expect(() => operationSettings(operation({}))).toThrow(/probe: x-gate must list/);
    expect(() => operationSettings(operation({ 'x-gate': ['members'] }))).toThrow(/x-gate/);
  });

  it('keep the gates in the order the checks run, whatever order the contract lists them in', () => {
    expect(operationSettings(operation({ 'x-gate': ['verification', 'payment'] })).gates).toEqual([
      'payment',
      'verification',
    ]);
  });

  it('refuse a brand flag that names no setting', () => {
    expect(() =>
      operationSettings(operation({ 'x-gate': [], 'x-brand-flag': 'Auto top-up' })),
    ).toThrow(/x-brand-flag must name a brand setting/);
  });

  it('hold x-idempotent and the Idempotency-Key header to each other', () => {
    expect(() => operationSettings(operation({ 'x-gate': [], 'x-idempotent': true }))).toThrow(
      /needs the Idempotency-Key header/,
    );
    expect(() => operationSettings(operation({ 'x-gate': [] }, [KEY]))).toThrow(
      /must be marked x-idempotent/,
    );
    expect(
      operationSettings(operation({ 'x-gate': [], 'x-idempotent': true }, [KEY])).idempotent,
    ).toBe(true);
  });
});
