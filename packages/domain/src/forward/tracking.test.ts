import { describe, expect, it } from 'vitest';
import { trackingUrl } from './tracking.ts';

describe('§2 Forward Log tracking links', () => {
  it("links a known carrier's tracking number to its tracking page", () => {
    expect(trackingUrl('Australia Post', 'LX123456789AU')).toBe(
      'https://auspost.com.au/mypost/track/details/LX123456789AU',
    );
    expect(trackingUrl('DHL Express', ' 1234567890 ')).toMatch(/tracking-id=1234567890$/);
  });

  it('escapes what the number holds and knows no link for another carrier', () => {
    expect(trackingUrl('Australia Post', 'A/B?c')).toBe(
      'https://auspost.com.au/mypost/track/details/A%2FB%3Fc',
    );
    expect(trackingUrl('Pigeon Post', 'LX1')).toBeNull();
  });
});
