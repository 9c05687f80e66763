import { describe, expect, it } from 'vitest';
import { userCodePrefix } from '#auth/user-code.ts';

describe('userCodePrefix', () => {
  it("is the brand name's initials in capitals, letters only", () => {
    expect(userCodePrefix({ webpageName: 'Harbour Mail' })).toBe('HM');
    expect(userCodePrefix({ webpageName: 'post box  express' })).toBe('PBE');
    expect(userCodePrefix({ webpageName: 'Mail & Co 24' })).toBe('MC');
  });
});
