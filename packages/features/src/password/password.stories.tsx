import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { http } from '#storybook/api-handlers.ts';
import { fieldFor, screenSettled } from '#storybook/play.ts';
import { screenStory } from '#storybook/screen-story.tsx';

export default { title: 'Screens/Password' } satisfies Meta;

export const ForgotPassword = screenStory('/ForgotPassword');

export const ForgotPasswordSent: StoryObj = {
  ...screenStory('/ForgotPassword'),
  parameters: {
    msw: {
      handlers: {
        sendReset: http.post('/api/Account/SendResetPassword', ({ response }) =>
          response(204).empty(),
        ),
      },
    },
  },
  play: async ({ canvasElement }) => {
    await screenSettled(canvasElement);
    await userEvent.type(await fieldFor(canvasElement, 'email'), 'alex@test.example{Enter}');
    const main = within(canvasElement).getByRole('main');
    await expect(await within(main).findByRole('status')).toBeVisible();
  },
};

export const ResetPassword = screenStory('/ResetPassword?reset=abc&email=alex%40test.example');

/** The old address's link after a sign-in email change (decision 081), before the click. */
export const UndoEmailChange = screenStory('/UndoEmailChange?q=undo-code-123');

export const UndoEmailChangeDone: StoryObj = {
  ...screenStory('/UndoEmailChange?q=undo-code-123'),
  parameters: {
    msw: {
      handlers: {
        undo: http.post('/api/Account/UndoEmailChange', ({ response }) => response(200).json(true)),
      },
    },
  },
  play: async ({ canvasElement }) => {
    await screenSettled(canvasElement);
    const main = within(canvasElement).getByRole('main');
    await userEvent.click(await within(main).findByRole('button'));
    await expect(await within(main).findByRole('status')).toBeVisible();
  },
};
