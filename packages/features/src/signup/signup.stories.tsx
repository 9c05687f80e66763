import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, never } from '#shared/storybook/api-handlers.ts';
import { screenStory } from '#shared/storybook/screen-story.tsx';
import { member } from '#shared/testing/fixtures.ts';
import { NEW_SIGNUP, saveSignup, type SignupProgress } from '#signup/state/signup-storage.ts';

export default { title: 'Screens/Signup' } satisfies Meta;

/** The wizard resumed at a step, as this tab would have kept it. */
const wizardStory = (progress: Partial<SignupProgress>) =>
  screenStory('/signup', {
    setUp: () => saveSignup({ ...NEW_SIGNUP, userCode: 'TM1001', ...progress }),
  });

/** Step 1 from a signup link that named the newcomer. */
export const Account = screenStory('/signup?firstName=Grace&lastName=Hopper', {
  setUp: () => sessionStorage.clear(),
});

/** Step 2 with one location chosen, so Save shows. */
export const Addresses = wizardStory({ step: 'addresses', locationIds: [1] });

/** Step 3: the plans, the top-ups and today's charge for the most popular plan. */
export const Plan = wizardStory({ step: 'plan', locationIds: [1] });

/** Step 3's payment: the card form beside what it pays today (Mail Lite's setup fee, $20 top-up). */
export const Payment = wizardStory({
  step: 'plan',
  locationIds: [1],
  planId: 1,
  topUp: 2000,
  paying: true,
});

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
