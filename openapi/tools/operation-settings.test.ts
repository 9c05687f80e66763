import { describe, expect, it } from 'vitest';
import { listOperations, loadDocument, type DocumentOperation } from './openapi-document.ts';
import { operationSettings } from './operation-settings.ts';

const KEY = { name: 'Idempotency-Key', in: 'header' as const, required: true, schema: {} };

/** A documented operation with the given extensions and header parameters. */
function operation(extensions: Record<string, unknown>, parameters = [] as (typeof KEY)[]) {
  return {
    method: 'post',
    path: '/api/Probe',
    operation: { operationId: 'probe', responses: {}, 'x-permission': 'view', ...extensions },
    parameters,
  } as unknown as DocumentOperation;
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

  it('need every operation with a session to say what a role needs, and one without none', () => {
    const gated = { 'x-gate': [] };
    expect(() => operationSettings(operation({ ...gated, 'x-permission': undefined }))).toThrow(
      /probe: x-permission must say what a role needs/,
    );
    expect(() => operationSettings(operation({ ...gated, 'x-permission': 'write' }))).toThrow(
      /x-permission must say/,
    );
    expect(operationSettings(operation({ ...gated, 'x-permission': 'act' })).permission).toBe(
      'act',
    );
    const open = { ...gated, security: [] };
    expect(() => operationSettings(operation(open))).toThrow(/without a session has no x-perm/);
    expect(
      operationSettings(operation({ ...open, 'x-permission': undefined })).permission,
    ).toBeNull();
  });

  it('are read with a permission for every operation that needs a session', () => {
    const all = listOperations(loadDocument()).map(operationSettings);
    const byPath = (path: string) => all.find((settings) => settings.path === path);
    expect(byPath('/api/Login')?.permission).toBeNull();
    expect(byPath('/api/Payment/ChargeCard')?.permission).toBe('admin');
    expect(byPath('/api/mail/MarkPendingShred')?.permission).toBe('act');
    expect(byPath('/api/Mail')?.permission).toBe('view');
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
