import { describe, expect, it } from 'vitest';
import { scanSnippet, tidyOcrText, type ScanSnippet } from '#mail/scan-text.ts';

/** The part of the snippet the match covers, as the inbox marks it. */
const marked = (snippet: ScanSnippet | null) =>
  snippet && snippet.text.slice(snippet.start, snippet.start + snippet.length);

describe('tidyOcrText', () => {
  it('joins Japanese and Chinese characters OCR split with spaces, and keeps spaces between words', () => {
    expect(
      tidyOcrText(
        '大 阪 銀行 本 店 営業 部\n\n  Your  quarterly statement  \f親愛 的 會 員 您 好 :',
      ),
    ).toBe('大阪銀行本店営業部\nYour quarterly statement\n親愛的會員您好 :');
  });

  it('keeps the space between a CJK word and a Latin one', () => {
    expect(tidyOcrText('口座 ABC 123 の 残高')).toBe('口座 ABC 123 の残高');
  });
});

describe('scanSnippet', () => {
  const long =
    'Dear member, we write about the quarterly statement of your savings account which is enclosed with this letter and the marmalade reference 4471 that follows it for your records today, and for the tax return due at the end of the year';

  it('finds the first page holding the query, ignoring case, with the match inside the passage', () => {
    const snippet = scanSnippet(['Envelope only', long], 'MARMALADE');
    expect(snippet).toMatchObject({ page: 2, length: 9 });
    expect(marked(snippet)).toBe('marmalade');
    expect(snippet!.text.startsWith('…')).toBe(true);
    expect(snippet!.text.endsWith('…')).toBe(true);
    expect(snippet!.text.length).toBeLessThanOrEqual(9 + 24 + 72 + 2);
    expect(snippet!.start).toBeLessThanOrEqual(1 + 24);
  });

  it('answers a short page whole, on one line', () => {
    const snippet = scanSnippet(['Your refund\nis $412.50'], 'refund');
    expect(snippet).toEqual({ text: 'Your refund is $412.50', page: 1, start: 5, length: 6 });
  });

  it('finds a CJK substring and treats pattern characters literally', () => {
    expect(marked(scanSnippet(['拝啓 口座の残高についてお知らせいたします。'], '残高'))).toBe(
      '残高',
    );
    expect(scanSnippet(['Total (AUD) 12.50'], '(aud)')).toMatchObject({ start: 6, length: 5 });
  });

  it('cuts a passage without spaces at the room before and after the match', () => {
    const text = 'あ'.repeat(60) + '銀行' + 'い'.repeat(60);
    const snippet = scanSnippet([text], '銀行');
    // A CJK character takes two columns: 12 before (24 columns), 36 after (72).
    expect(snippet!.text).toBe(`…${'あ'.repeat(12)}銀行${'い'.repeat(36)}…`);
    expect(marked(snippet)).toBe('銀行');
  });

  it('answers null for no match or a blank query', () => {
    expect(scanSnippet(['nothing here'], 'tax')).toBeNull();
    expect(scanSnippet(['anything'], '  ')).toBeNull();
  });

  it('keeps the mark on the match when the passage starts on trimmed space', () => {
    const snippet = scanSnippet([' tax notice'], 'tax');
    expect(marked(snippet)).toBe('tax');
  });
});
