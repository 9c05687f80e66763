import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { expect, test } from './test.ts';
import { receiveMail, registerMember, signedInAs } from './members.ts';
import { expectAccessible, newestEmail, ops, pathOf } from './support.ts';

/** A scanned letter with its text layer, as the screen stories use it (no OCR rewrites it). */
const LETTER_PDF = fileURLToPath(
  new URL('../../../packages/features/src/testing/scans/letter.pdf', import.meta.url),
);

/*
 * Issue 41: "Attach scans" keeps its promise. A member turns it on, asks for a letter to be
 * scanned, staff scan it with the ops command beside the running portal, and the email saying so
 * carries that very PDF (the outbox keeps each attachment's SHA-256); its link opens the letter.
 */
test('with "Attach scans" on, the email saying a scan is done carries the scanned PDF', async ({
  page,
}) => {
  const member = await registerMember(page.request);
  await signedInAs(page, member);

  await page.goto('/Members/Account/Notifications');
  await expect(page.getByLabel('Email me when a mail action is done')).toBeChecked();
  const attach = page.getByLabel('Attach scans to emails');
  await expect(attach).not.toBeChecked();
  await attach.click();
  await expect(attach).toBeChecked();
  await expect(attach).toBeEnabled();
  await expectAccessible(page);

  const mailId = await receiveMail(member, { sender: 'Harbour City Council' });
  await page.goto('/Members');
  const row = page.getByRole('row', { name: /Harbour City Council/ });
  await row.click();
  await page
    .getByRole('toolbar', { name: 'Mail actions' })
    .getByRole('button', { name: 'Scan', exact: true })
    .click();
  await page
    .getByRole('dialog', { name: 'Scan 1 item' })
    .getByRole('button', { name: 'Scan' })
    .click();
  await expect(row.getByText('Pending scan')).toBeVisible();

  const contents = await readFile(LETTER_PDF);
  expect(await ops('scan', '--mail', String(mailId), '--file', LETTER_PDF)).toMatch(/charged/);

  const email = await newestEmail(
    page.request,
    member.email,
    (entry) => entry.subject === 'Harbour Mail: “Harbour City Council” has been scanned',
  );
  expect(email.attachments).toEqual([
    {
      filename: `${mailId} Harbour City Council.pdf`,
      size: contents.byteLength,
      sha256: createHash('sha256').update(contents).digest('hex'),
    },
  ]);

  // The email's link opens the letter in the portal.
  const link = email.links.find((each) => each.includes(`open=${mailId}`));
  expect(link, email.links.join('\n')).toBeDefined();
  await page.goto(pathOf(link!));
  await expect(page.getByRole('complementary', { name: 'Preview' })).toBeVisible();
  await expect(
    page.getByRole('row', { name: /Harbour City Council/, selected: true }),
  ).toBeVisible();
  await expectAccessible(page);
});
