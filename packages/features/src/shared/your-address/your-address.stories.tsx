import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { restOn, screenSettled } from '#storybook/play.ts';
import { http } from '#storybook/api-handlers.ts';
import { screenStory } from '#storybook/screen-story.tsx';
import { folderCounts, member } from '#testing/fixtures.ts';

export default { title: 'Screens/Your address' } satisfies Meta;

/** Every story starts as a member who has not folded or opened the card themselves. */
const inbox = () =>
  screenStory('/Members/', {
    signedInAs: member,
    setUp: () => localStorage.removeItem('portal.yourAddress.shown'),
  });

/** A member with no mail yet: the inbox opens with their address, the first thing they need. */
const noMail = {
  msw: {
    handlers: {
      mail: http.get('/api/Mail', ({ response }) => response(200).json([])),
      folderCounts: http.get('/api/mail/FolderCounts', ({ response }) =>
        response(200).json(folderCounts.map((count) => ({ ...count, items: 0, unread: 0 }))),
      ),
    },
  },
};

/** Ends once the addresses have loaded into the card. */
async function addressesShown(canvasElement: HTMLElement) {
  await screenSettled(canvasElement);
  const card = canvasElement.querySelector('#inbox-your-address');
  if (!card) throw new Error('The inbox shows no address card');
  await within(card as HTMLElement).findAllByRole('listitem');
  return card as HTMLElement;
}

/**
 * The inbox of a new member: the address card open above the empty list, with the suite code, the
 * Sydney PO Box and the Melbourne address, each with Copy, and how to write them.
 */
export const OnEmptyInbox: StoryObj = {
  ...inbox(),
  parameters: noMail,
  play: async ({ canvasElement }) => {
    await addressesShown(canvasElement);
  },
};

/** After Copy: the button says Copied (and a screen reader hears it). */
export const Copied: StoryObj = {
  ...OnEmptyInbox,
  play: async ({ canvasElement }) => {
    const card = await addressesShown(canvasElement);
    // The clipboard is stood in for: a story's frame may not be allowed to write to the real one.
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: () => Promise.resolve() },
    });
    const [copy] = within(card).getAllByRole('button', { name: /Sydney/ });
    await userEvent.click(copy!);
    // The button's own word (the live region beside it says it in a sentence).
    const [copied] = await within(card).findAllByText(/^(Copied|コピーしました|已复制|已複製)$/);
    restOn(copied!);
  },
};

/** A member with mail: the card folds to one line above the list, with Show. */
export const FoldedWithMail: StoryObj = {
  ...inbox(),
};

/** "Your address" from the user menu: the addresses in a dialog over the page. */
export const FromUserMenu: StoryObj = {
  ...inbox(),
  parameters: {
    msw: { handlers: { mail: http.get('/api/Mail', ({ response }) => response(200).json([])) } },
  },
  play: async ({ canvasElement }) => {
    await screenSettled(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole('button', { name: new RegExp(member.firstName) }));
    await userEvent.click(
      await body.findByRole('menuitem', { name: /Your address|あなたの住所|您的地址/ }),
    );
    const dialog = await body.findByRole('dialog');
    await within(dialog).findAllByRole('listitem');
  },
};
