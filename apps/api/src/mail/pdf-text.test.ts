import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';

// Taken before pdf-text.ts loads: pdf.js's polyfills put look-alikes (they print as native code) in
// place of these wherever it is imported, and every JSON answer and array then pays for them.
const builtIns = { stringify: JSON.stringify, push: Array.prototype.push };
const { extractPdf } = await import('#mail/pdf-text.ts');

describe('extractPdf', () => {
  it('reads pages and leaves the built-ins of the thread that answers requests untouched', async () => {
    const pdf = await PDFDocument.create();
    pdf.addPage().drawText('Notice of renewal');
    pdf.addPage();
    const bytes = await pdf.save();

    expect(await extractPdf(bytes)).toEqual({
      pageCount: 2,
      pages: ['Notice of renewal', ''],
      text: 'Notice of renewal',
    });
    expect(JSON.stringify).toBe(builtIns.stringify);
    expect(Array.prototype.push).toBe(builtIns.push);
  });

  it('refuses a file that is not a PDF', async () => {
    await expect(extractPdf(new TextEncoder().encode('not a pdf'))).rejects.toThrow();
  });
});
