import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { http, never } from '#storybook/api-handlers.ts';
import { screenSettled } from '#storybook/play.ts';
import { screenStory } from '#storybook/screen-story.tsx';
import { member } from '#testing/fixtures.ts';

export default { title: 'Screens/Settings/Mail Rules' } satisfies Meta;

const PATH = '/Members/Account/MailRules';

/** The two rules in the order they are tried, and the log: a scan to undo, a cheque only flagged. */
export const MailRules = screenStory(PATH, { signedInAs: member });

/** No rules yet, and nothing done by rules. */
export const NoRules: StoryObj = {
  ...MailRules,
  parameters: {
    msw: {
      handlers: {
        mailRules: http.get('/api/MailRules', ({ response }) => response(200).json([])),
        mailRuleActions: http.get('/api/MailRules/Actions', ({ response }) =>
          response(200).json([]),
        ),
      },
    },
  },
};

/** The log still loading under the rules. */
export const LogLoading: StoryObj = {
  ...screenStory(PATH, { signedInAs: member, loading: true }),
  parameters: {
    msw: { handlers: { mailRuleActions: http.get('/api/MailRules/Actions', never) } },
  },
};

/** A new rule checked: its price per item and the seven items of the last 90 days it matches. */
export const NewRuleChecked: StoryObj = {
  ...MailRules,
  play: async ({ canvasElement }) => {
    await screenSettled(canvasElement);
    await userEvent.click(
      canvasElement.querySelector<HTMLButtonElement>('main button[aria-haspopup="dialog"]')!,
    );
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    const fields = dialog.querySelectorAll<HTMLInputElement>(
      'input[type="text"], input:not([type])',
    );
    await userEvent.type(fields[0]!, 'Scan tax mail');
    await userEvent.type(fields[1]!, 'Australian Taxation Office');
    const check = dialog.querySelector<HTMLButtonElement>(
      'button[type="button"]:not([aria-label])',
    )!;
    await userEvent.click(check);
    await waitFor(() =>
      expect(dialog.querySelector<HTMLButtonElement>('button[type="submit"]')).toBeEnabled(),
    );
  },
};
