import { describe, expect, it } from 'vitest';
import { knownTimeZone } from '#format/time-zone.ts';

describe('knownTimeZone', () => {
  it('accepts IANA zones and UTC as they are', () => {
    expect(knownTimeZone('Australia/Sydney')).toBe('Australia/Sydney');
    expect(knownTimeZone('Asia/Tokyo')).toBe('Asia/Tokyo');
    expect(knownTimeZone('UTC')).toBe('UTC');
  });

  it('refuses what is not a zone', () => {
    expect(knownTimeZone('Mars/Olympus_Mons')).toBeNull();
    expect(knownTimeZone('')).toBeNull();
    expect(knownTimeZone('+10:00 Sydney')).toBeNull();
  });

  it('refuses a fixed-offset zone the engine knows but does not list, as the Account select cannot show it', () => {
    expect(knownTimeZone('Etc/GMT+5')).toBeNull();
  });

  it('stores an alias a browser may report under the name the engine lists', () => {
    expect(knownTimeZone('Australia/ACT')).toBe('Australia/Sydney');
    expect(knownTimeZone('Etc/UTC')).toBe('UTC');
    expect(knownTimeZone('US/Pacific')).toBe('America/Los_Angeles');
  });
});
