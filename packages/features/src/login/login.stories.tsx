import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { http, never, problem } from '#storybook/api-handlers.ts';
import { fieldFor, screenSettled } from '#storybook/play.ts';
import { screenStory } from '#storybook/screen-story.tsx';

export default { title: 'Screens/Login' } satisfies Meta;

const guardRequired = http.post('/api/Login', ({ response }) =>
  response(200).json('loginGuardRequired'),
);

/** Types the demo credentials and presses Enter. */
async function logIn(canvasElement: HTMLElement) {
  await userEvent.type(await fieldFor(canvasElement, 'username'), 'alex@test.example');
  await userEvent.type(await fieldFor(canvasElement, 'current-password'), 'secret-pass');
  await userEvent.keyboard('{Enter}');
  return within(canvasElement);
}

export const Login = screenStory('/Login');

export const BlankFields: StoryObj = {
  ...screenStory('/Login'),
  play: async ({ canvasElement }) => {
    await screenSettled(canvasElement);
    await userEvent.click(await fieldFor(canvasElement, 'username'));
    await userEvent.keyboard('{Enter}');
    await expect(await within(canvasElement).findByRole('alert')).toBeVisible();
  },
};

export const WrongPassword: StoryObj = {
  ...screenStory('/Login'),
  play: async ({ canvasElement }) => {
    await screenSettled(canvasElement);
    const canvas = await logIn(canvasElement);
    await expect(await canvas.findByRole('alert')).toBeVisible();
  },
};

export const GuardCodeRequested: StoryObj = {
  ...screenStory('/Login'),
  parameters: { msw: { handlers: { login: guardRequired } } },
  play: async ({ canvasElement }) => {
    await screenSettled(canvasElement);
    const canvas = await logIn(canvasElement);
    await expect(await within(await canvas.findByRole('main')).findByRole('status')).toBeVisible();
  },
};

export const GuardCodeWrong: StoryObj = {
  ...screenStory('/Login'),
  parameters: { msw: { handlers: { login: guardRequired } } },
  play: async ({ canvasElement }) => {
    await screenSettled(canvasElement);
    const canvas = await logIn(canvasElement);
    await userEvent.type(await fieldFor(canvasElement, 'one-time-code'), '123456{Enter}');
    await expect(await canvas.findByRole('alert')).toBeVisible();
  },
};

/** A login refused with a 403 problem: the account is closed or terminated (§9). */
const refusedAs = (code: string, detail: string): StoryObj => ({
  ...screenStory('/Login'),
  parameters: {
    msw: {
      handlers: {
        login: http.post('/api/Login', ({ response }) =>
          response.untyped(problem(403, code, detail)),
        ),
      },
    },
  },
  play: async ({ canvasElement }) => {
    await screenSettled(canvasElement);
    const canvas = await logIn(canvasElement);
    await expect(await canvas.findByRole('alert')).toBeVisible();
  },
});

export const AccountClosed = refusedAs('account_closed', 'The account is closed.');

export const AccountTerminated = refusedAs(
  'account_terminated',
  'The account was closed for being unpaid more than 90 days.',
);

export const LoginChoice = screenStory('/LoginChoice');

export const LoginGuard = screenStory('/LoginGuard');

export const AuthoriseLoading: StoryObj = {
  ...screenStory('/authorise?q=code', { loading: true }),
  parameters: {
    msw: { handlers: { authorise: http.post('/api/Login/LoginGuardAuthorise', never) } },
  },
};

export const AuthoriseExpired: StoryObj = {
  ...screenStory('/authorise?q=old'),
  parameters: {
    msw: {
      handlers: {
        authorise: http.post('/api/Login/LoginGuardAuthorise', ({ response }) =>
          response(200).json(false),
        ),
      },
    },
  },
};
