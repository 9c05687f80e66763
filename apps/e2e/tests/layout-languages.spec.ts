import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { brandUrl } from '../brand-urls.ts';
import { receiveMail, registerMember, signedInAs } from './members.ts';

// Issue 35: in Japanese the folder sidebar scrolled sideways at 1280 px (269 px of entries in its
// 224 px), cutting off the counts. In each language, at 1280 and 390 px, with the longest folder
// names a member may type, nothing in the sidebar or the dialog that deletes a folder is wider than
// its box or reaches out of it.
test.describe.configure({ timeout: 180_000 });

const ORIGIN = brandUrl('sakura-box');
const XHR = { 'X-Requested-With': 'XMLHttpRequest' };
const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;
/** The longest folder name the server takes (FolderName in openapi/portal.yaml). */
const FOLDER_NAME_MAX = 50;
/** A name of that length with nowhere a line may break. */
const UNBROKEN_NAME = 'Accountant_correspondence_FY2025_FY2026_final_copy';

/** The members area's catalog of a language, as the screens load it. */
async function catalog(locale: string): Promise<Record<string, string>> {
  const file = new URL(
    `../../../packages/i18n/src/messages/members/${locale}.json`,
    import.meta.url,
  );
  return JSON.parse(await readFile(fileURLToPath(file), 'utf8')) as Record<string, string>;
}

/** The catalog's longest plain text (no arguments or tags), cut to the longest folder name. */
function longestName(text: Record<string, string>): string {
  const plain = Object.values(text).filter((message) => !/[{}<>]/.test(message));
  const longest = plain.reduce((a, b) => ([...b].length > [...a].length ? b : a));
  return [...longest].slice(0, FOLDER_NAME_MAX).join('').trim();
}

/** A folder's entry: its name comes first in its accessible name, before its counts. */
const entry = (folders: Locator, name: string) =>
  folders.getByRole('button', {
    name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
  });

/**
 * What does not hold inside `root`: a box whose content is wider than it is, or a box reaching out
 * of `root`. Text cut short on purpose (an ellipsis or a line clamp) must keep its whole text in a
 * title; text for screen readers only (clipped to a pixel) is left out.
 */
function whatOverflows(root: Locator): Promise<string[]> {
  return root.evaluate((rootElement) => {
    const edge = rootElement.getBoundingClientRect();
    const all = [rootElement, ...Array.from(rootElement.querySelectorAll('*'))];
    const screenReaderOnly = all.filter((element) => {
      const style = getComputedStyle(element);
      return style.clip !== 'auto' || style.clipPath !== 'none';
    });
    const named = (element: Element) =>
      `<${element.tagName.toLowerCase()}> "${(element.textContent ?? '').trim().slice(0, 30)}"`;
    return all.flatMap((element) => {
      if (screenReaderOnly.some((hidden) => hidden.contains(element))) return [];
      const box = element.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) return [];
      const found: string[] = [];
      if (box.left < edge.left - 1 || box.right > edge.right + 1) {
        found.push(
          `${named(element)} spans ${box.left}–${box.right} px, outside ${edge.left}–${edge.right}`,
        );
      }
      if (!(element instanceof HTMLElement) || ['INPUT', 'TEXTAREA'].includes(element.tagName)) {
        return found;
      }
      const style = getComputedStyle(element);
      const cutOnPurpose = style.textOverflow === 'ellipsis' || style.webkitLineClamp !== 'none';
      const cut =
        element.scrollWidth > element.clientWidth + 1 ||
        element.scrollHeight > element.clientHeight + 1;
      if (cutOnPurpose) {
        if (cut && element.title !== element.textContent) {
          found.push(`${named(element)} is cut short with no title holding it whole`);
        }
      } else if (element.scrollWidth > element.clientWidth + 1) {
        found.push(`${named(element)} is ${element.scrollWidth} px wide in ${element.clientWidth}`);
      }
      return found;
    });
  });
}

/** Every part of each folder entry (its icon, name and count badges) inside the entry's box. */
function badgesOutsideTheirEntry(folders: Locator): Promise<string[]> {
  return folders.getByRole('button').evaluateAll((buttons) =>
    buttons.flatMap((button) => {
      const edge = button.getBoundingClientRect();
      return Array.from(button.querySelectorAll('*'))
        .filter((part) => {
          const box = part.getBoundingClientRect();
          return (
            box.width > 0 &&
            (box.left < edge.left - 1 ||
              box.right > edge.right + 1 ||
              box.top < edge.top - 1 ||
              box.bottom > edge.bottom + 1)
          );
        })
        .map((part) => `"${part.textContent}" sticks out of "${button.textContent}"`);
    }),
  );
}

async function expectHolds(what: string, root: Locator) {
  expect(await whatOverflows(root), what).toEqual([]);
}

/** The delete dialog of each named folder holds; each is cancelled. */
async function expectDeleteDialogsHold(page: Page, text: Record<string, string>, names: string[]) {
  for (const name of names) {
    await page
      .getByRole('button', { name: text['inbox.folder.delete']!.replace('{name}', name) })
      .click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toBeVisible();
    await expectHolds(`the dialog deleting ${name}`, dialog);
    await dialog.getByRole('button', { name: text['common.cancel'], exact: true }).click();
    await expect(dialog).toBeHidden();
  }
}

for (const locale of ['en', 'jp', 'zh-CN', 'zh-TW']) {
  test(`${locale}: the folder sidebar and its delete dialog hold at 1280 and 390 px with the longest folder names`, async ({
    browser,
  }) => {
    const text = await catalog(locale);
    const names = [longestName(text), UNBROKEN_NAME];
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
    await context.addCookies([{ name: 'locale', value: locale, url: ORIGIN }]);
    const member = await registerMember(context.request, { brand: 'sakura-box', language: locale });
    const firstItem = await receiveMail(member, { sender: 'Australian Taxation Office' });
    await receiveMail(member, { sender: '日本年金機構' });
    const page = await context.newPage();
    await signedInAs(page, member);
    await page.goto(`${ORIGIN}/Members/`);

    const folders = page.getByRole('navigation', { name: text['inbox.folders'] });
    // The menu button opens the sidebar on a phone: the box it controls is the sidebar's.
    const sidebarId = await page
      .getByRole('button', { name: text['inbox.menu'], exact: true, includeHidden: true })
      .getAttribute('aria-controls');
    const sidebar = page.locator(`[id="${sidebarId}"]`);

    // Made as a member makes them, from Add/Delete Folder.
    await page.getByRole('button', { name: text['inbox.folder.edit'], exact: true }).click();
    const newFolder = page.getByLabel(text['inbox.folder.new']!);
    for (const name of names) {
      await newFolder.fill(name);
      await newFolder.press('Enter');
      await expect(entry(folders, name)).toBeVisible();
    }
    // An unread item in the first, so an unread badge sits beside a long name too.
    const created = (await (
      await page.request.get(`${ORIGIN}/api/Folder`, { headers: XHR })
    ).json()) as { folderId: number; name: string }[];
    const folderId = created.find((folder) => folder.name === names[0])?.folderId;
    const moved = await page.request.post(`${ORIGIN}/api/mail/MoveToFolder?folderId=${folderId}`, {
      headers: XHR,
      data: { mailIds: [firstItem] },
    });
    expect(moved.status(), await moved.text()).toBe(204);
    await page.reload();
    await expect(entry(folders, names[0]!)).toBeVisible();
    await page.waitForLoadState('networkidle');

    await expectHolds('the sidebar at 1280 px', sidebar);
    expect(await badgesOutsideTheirEntry(folders)).toEqual([]);
    for (const name of names) {
      await expect(
        folders.getByTitle(name, { exact: true }),
        'the whole name on hover',
      ).toBeVisible();
    }
    await page.getByRole('button', { name: text['inbox.folder.edit'], exact: true }).click();
    await expectHolds('the sidebar at 1280 px, adding and deleting folders', sidebar);
    expect(await badgesOutsideTheirEntry(folders)).toEqual([]);
    await expectDeleteDialogsHold(page, text, names);

    await page.setViewportSize(VIEWPORTS.phone);
    await page.getByRole('button', { name: text['inbox.menu'], exact: true }).click();
    await expect(folders).toBeVisible();
    await expectHolds('the sidebar at 390 px, adding and deleting folders', sidebar);
    expect(await badgesOutsideTheirEntry(folders)).toEqual([]);
    await expectDeleteDialogsHold(page, text, names);
    await page.getByRole('button', { name: text['inbox.folder.doneEditing'], exact: true }).click();
    await expectHolds('the sidebar at 390 px', sidebar);
    expect(await badgesOutsideTheirEntry(folders)).toEqual([]);

    await context.close();
  });
}
