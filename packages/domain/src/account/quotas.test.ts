import { describe, expect, it } from 'vitest';
import { PAGE_SIZE } from '#paging/paging.ts';
import { QUOTA } from './quotas.ts';

describe('member quotas', () => {
  it('keep §9’s five additional names', () => {
    expect(QUOTA.additionalNames).toBe(5);
  });

  it('let the screens ask for their own page size', () => {
    expect(PAGE_SIZE).toBeLessThanOrEqual(QUOTA.pageSize);
  });
});
