import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { FIXED_FOLDERS } from '@portal/domain/folders';
import { http } from '#storybook/api-handlers.ts';
import { screenSettled } from '#storybook/play.ts';
import { screenStory } from '#storybook/screen-story.tsx';
import { folders, member } from '#testing/fixtures.ts';
import { LONG_FOLDER_NAMES } from '#inbox/long-folder-names.ts';

export default { title: 'Screens/Inbox/Folder sidebar' } satisfies Meta;

const longFolders = [
  ...folders,
  ...LONG_FOLDER_NAMES.map((name, index) => ({ folderId: 21 + index, name })),
];

/**
 * The member's folders with the longest names they may type, and counts in the thousands beside
 * every folder: the names give way (two lines, then an ellipsis), never the counts or the sidebar.
 */
export const LongFolderNames: StoryObj = {
  ...screenStory('/Members/', { signedInAs: member }),
  parameters: {
    msw: {
      handlers: {
        folders: http.get('/api/Folder', ({ response }) => response(200).json(longFolders)),
        folderCounts: http.get('/api/mail/FolderCounts', ({ response }) =>
          response(200).json(
            [...FIXED_FOLDERS, ...longFolders].map(({ folderId }, index) => ({
              folderId,
              items: 1234 + index,
              unread: index % 2 ? 0 : 128,
            })),
          ),
        ),
      },
    },
  },
};

/** Where the sidebar overflowed (issue 35): 保管中のすべてのアイテム beside its counts. */
export const Japanese: StoryObj = { ...LongFolderNames, globals: { lang: 'ja' } };

/**
 * Opens the phone's drawer and turns on Add/Delete Folder: the New Folder field and a delete icon
 * beside each of the member's folders. Found by place, not name, to play in every language.
 */
async function editFolders(canvasElement: HTMLElement) {
  await screenSettled(canvasElement);
  const menu = canvasElement.querySelector<HTMLElement>('button[aria-controls]');
  if (!menu) throw new Error('No menu button');
  await userEvent.click(menu);
  const sidebar = document.getElementById(menu.getAttribute('aria-controls')!)!;
  // Add/Delete Folder is the sidebar's last button.
  await userEvent.click(within(sidebar).getAllByRole('button').at(-1)!);
  return sidebar;
}

const phone = { viewport: { value: 'phone', isRotated: false } };

/** On a phone, in Japanese, with the folders being edited. */
export const PhoneJapanese: StoryObj = {
  ...LongFolderNames,
  globals: { lang: 'ja', ...phone },
  play: async ({ canvasElement }) => {
    await editFolders(canvasElement);
  },
};

/** Deleting the folder whose name has nowhere to break: the dialog's title breaks it. */
export const DeleteLongFolder: StoryObj = {
  ...LongFolderNames,
  globals: phone,
  play: async ({ canvasElement }) => {
    const sidebar = await editFolders(canvasElement);
    const entry = within(sidebar)
      .getAllByRole('listitem')
      .find((item) => item.textContent?.includes(LONG_FOLDER_NAMES[0]));
    // The entry's second button is its delete icon.
    await userEvent.click(within(entry!).getAllByRole('button')[1]!);
    await within(document.body).findByRole('alertdialog');
  },
};
