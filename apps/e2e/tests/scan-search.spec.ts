import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './test.ts';
import { imageOnlyScan } from '@portal/api/test/ocr-fixtures.ts';
import { registerMember, signedInAs } from './members.ts';
import { expectAccessible, ops } from './support.ts';

/** A two-page scan without any text layer, the searched word on its second page only. */
async function photographedLetter(): Promise<string> {
  const file = join(tmpdir(), `photographed-letter-${Date.now()}.pdf`);
  const pages = [
    ['Harbour City Council', 'Dear resident,', 'Please read the page overleaf.'],
    ['Notice of works', 'The pelican colony on Pier 4 is protected.'],
  ];
  await writeFile(file, await imageOnlyScan(pages));
  return file;
}

test('a word inside a photographed letter is found, shown under its row, and marked on its page', async ({
  page,
}) => {
  test.slow(); // OCR of two pages on a shared machine, beside the other suites
  const member = await registerMember(page.request);
  const printed = await ops(
    'receive',
    '--suite',
    member.userCode,
    '--file',
    await photographedLetter(),
    '--weight',
    '20',
    '--sender',
    'Harbour City Council',
  );
  expect(printed).toMatch(/Received mail item \d+/);
  // The server's job queue reads the scan in the background.
  await expect
    .poll(
      async () =>
        ((await (await page.request.get('/api/mail/search?query=pelican')).json()) as unknown[])
          .length,
      { timeout: 60_000 },
    )
    .toBe(1);

  await signedInAs(page, member);
  await page.goto('/Members/');
  await page.getByRole('searchbox', { name: 'Search mail' }).fill('pelican');
  const row = page.getByRole('row', { name: /Harbour City Council/ });
  await expect(row.getByText('Page 2')).toBeVisible();
  await expect(row.locator('mark')).toHaveText('pelican');
  await expect(row).toContainText('The pelican colony on Pier 4 is protected.');
  await expectAccessible(page);

  await row.click();
  const preview = page.getByRole('complementary', { name: 'Preview' });
  await expect(preview.getByText(/^Page 2 \/ 2$/)).toBeVisible();
  await expect(preview.getByRole('searchbox', { name: 'Find in document' })).toHaveValue('pelican');
  await expect(preview.getByText('1 of 1')).toBeVisible();
  await expect(preview.locator('mark')).toHaveText(/pelican/i);
  await expectAccessible(page);
});
