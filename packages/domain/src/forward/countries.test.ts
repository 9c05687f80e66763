import { describe, expect, it } from 'vitest';
import { COUNTRIES, countryByName } from './countries.ts';

describe('§3 country list', () => {
  it('lists every ISO 3166-1 country once, by two-letter code', () => {
    expect(COUNTRIES).toHaveLength(249);
    expect(new Set(COUNTRIES.map((country) => country.name)).size).toBe(249);
    expect(COUNTRIES.every((country) => /^[A-Z]{2}$/.test(country.code))).toBe(true);
  });

  it('names countries as the server prices them', () => {
    expect(countryByName('hong kong')).toEqual({ code: 'HK', name: 'Hong Kong' });
    expect(countryByName(' United States ')).toEqual({ code: 'US', name: 'United States' });
    expect(countryByName('Atlantis')).toBeNull();
  });
});
