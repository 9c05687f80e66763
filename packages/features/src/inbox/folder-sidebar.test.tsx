import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FOLDER } from '@portal/domain/folders';
import type { Locale } from '@portal/i18n/locale';
import { describe, expect, it } from 'vitest';
import { fakeMembersApi, renderPortal } from '#testing/render-portal.tsx';
import { folders, member } from '#testing/fixtures.ts';
import { LONG_FOLDER_NAMES } from '#inbox/long-folder-names.ts';

/** As long as a member may type, with nowhere to break a line. */
const [LONG_NAME] = LONG_FOLDER_NAMES;

const FOLDERS: Record<Locale, string> = {
  en: 'Folders',
  jp: 'フォルダー',
  'zh-CN': '文件夹',
  'zh-TW': '資料夾',
};

/** The inbox in `locale`; answers its folder sidebar. */
async function openInbox(locale: Locale = 'en', overrides: Record<string, unknown> = {}) {
  const account = { ...member, language: locale };
  fakeMembersApi({ 'POST /api/account/GetAccount': { body: account }, ...overrides });
  renderPortal('/Members/', { signedInAs: account, locale });
  return within(await screen.findByRole('navigation', { name: FOLDERS[locale] }));
}

describe('the folder sidebar', () => {
  it.each<[Locale, string, string]>([
    ['en', 'Inbox, 1,234 items, 56 unread', 'Tax, 2 items'],
    ['jp', '受信トレイ、1,234件、未読56件', 'Tax、2件'],
    ['zh-CN', '收件箱，56 封未读，共 1,234 封', 'Tax，共 2 封'],
    ['zh-TW', '收件匣，56 封未讀，共 1,234 封', 'Tax，共 2 封'],
  ])('in %s reads each folder with its counts once: "%s"', async (locale, inbox, tax) => {
    const sidebar = await openInbox(locale, {
      'GET /api/mail/FolderCounts': {
        body: [
          { folderId: FOLDER.inbox, items: 1234, unread: 56 },
          { folderId: 11, items: 2, unread: 0 },
        ],
      },
    });
    const inboxEntry = await sidebar.findByRole('button', { name: inbox });
    // What the eye reads instead: the unread pill, then the items, in the member's number format.
    expect(within(inboxEntry).getByText('56')).toBeVisible();
    expect(within(inboxEntry).getByText('1,234')).toBeVisible();
    expect(sidebar.getByRole('button', { name: tax })).toBeVisible();
  });

  it('shows a long folder name whole on hover and in the dialog that deletes it', async () => {
    const user = userEvent.setup();
    const sidebar = await openInbox('en', {
      'GET /api/Folder': { body: [...folders, { folderId: 14, name: LONG_NAME }] },
    });
    const folder = await sidebar.findByRole('button', { name: new RegExp(`^${LONG_NAME}`) });
    expect(within(folder).getByTitle(LONG_NAME)).toHaveTextContent(LONG_NAME);

    await user.click(screen.getByRole('button', { name: 'Add/Delete Folder' }));
    await user.click(sidebar.getByRole('button', { name: `Delete folder ${LONG_NAME}` }));
    expect(screen.getByRole('alertdialog', { name: `Delete ${LONG_NAME}?` })).toBeVisible();
  });
});
