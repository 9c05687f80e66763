import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, never } from '#shared/storybook/api-handlers.ts';
import { screenStory } from '#shared/storybook/screen-story.tsx';
import { member } from '#shared/testing/fixtures.ts';

export default { title: 'Screens/Signup' } satisfies Meta;

export const VerifyLoading: StoryObj = {
  ...screenStory('/verify?q=code', { loading: true }),
  parameters: {
    msw: { handlers: { verify: http.post('/api/EmailVerification/SubmitVerification', never) } },
  },
};

export const VerifyInvalid: StoryObj = {
  ...screenStory('/verify?q=bad'),
  parameters: {
    msw: {
      handlers: {
        verify: http.post('/api/EmailVerification/SubmitVerification', ({ response }) =>
          response(200).json(false),
        ),
      },
    },
  },
};

export const EmailGuard = screenStory('/EmailGuard');

export const SignupComplete = screenStory('/Signup-Complete', { signedInAs: member });
