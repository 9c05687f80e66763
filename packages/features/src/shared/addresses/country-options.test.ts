import { describe, expect, it } from 'vitest';
import { countryOptions } from './country-options.ts';

/** The shown names of some countries, in the order the select lists them. */
const order = (locale: string, values: string[]) =>
  countryOptions(locale)
    .filter((option) => values.includes(option.value))
    .map((option) => option.label);

const SOME = ['Australia', 'Ireland', 'Japan', 'New Zealand', 'United States'];

describe('§3 country select', () => {
  it('names countries in Japanese and lists them in kana order, sending the English name', () => {
    expect(order('ja', SOME)).toEqual([
      'アイルランド',
      'アメリカ合衆国',
      'オーストラリア',
      'ニュージーランド',
      '日本',
    ]);
    expect(countryOptions('ja').find((option) => option.label === '日本')?.value).toBe('Japan');
  });

  it('lists Simplified Chinese names by pinyin and Traditional Chinese names by stroke count', () => {
    expect(order('zh-CN', SOME)).toEqual(['爱尔兰', '澳大利亚', '美国', '日本', '新西兰']);
    expect(order('zh-TW', SOME)).toEqual(['日本', '美國', '紐西蘭', '愛爾蘭', '澳洲']);
  });

  it('keeps the English names and order in English, and leaves Australia out abroad', () => {
    expect(order('en-AU', SOME)).toEqual(SOME);
    const abroad = countryOptions('ja', { abroadOnly: true });
    expect(abroad.some((option) => option.value === 'Australia')).toBe(false);
    expect(abroad).toHaveLength(countryOptions('ja').length - 1);
  });
});
