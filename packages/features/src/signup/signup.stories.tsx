import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, never } from '#storybook/api-handlers.ts';
import { screenStory } from '#storybook/screen-story.tsx';
import { member } from '#testing/fixtures.ts';
import { NEW_SIGNUP, saveSignup, type SignupProgress } from '#signup/wizard/signup-storage.ts';

export default { title: 'Screens/Signup' } satisfies Meta;

/** A newcomer whose signup the server says stopped at `signupStep`, with what it holds of them. */
const signingUp = (
  signupStep: 'addresses' | 'plan',
  change: Partial<typeof member> = {},
): typeof member => ({
  ...member,
  planId: null,
  activePayment: false,
  termsAndConditionsSigned: false,
  card: null,
  signupStep,
  ...change,
});

/** The wizard resumed at the server's step, with the choices this tab kept. */
const wizardStory = (
  progress: Partial<SignupProgress> & { step: 'addresses' | 'plan' },
  change: Partial<typeof member> = {},
) =>
  screenStory('/signup', {
    signedInAs: signingUp(progress.step, change),
    setUp: () => saveSignup({ ...NEW_SIGNUP, userCode: member.userCode, ...progress }),
  });

/** Step 1 from a signup link that named the newcomer. */
export const Account = screenStory('/signup?firstName=Grace&lastName=Hopper', {
  setUp: () => sessionStorage.clear(),
});

/** Step 2 with one location chosen, so Save shows. */
export const Addresses = wizardStory({ step: 'addresses', locationIds: [1] });

/** Step 3: the plans, the top-ups, today's charge for the most popular plan, the terms unticked. */
export const Plan = wizardStory({ step: 'plan', locationIds: [1] });

/** Step 3 resumed by a member who accepted the terms already: the box starts ticked. */
export const PlanTermsAccepted = wizardStory(
  { step: 'plan', locationIds: [1], planId: 1 },
  { termsAndConditionsSigned: true },
);

/** Step 3's payment: the card form beside what it pays today (Mail Lite's setup fee, $20 top-up). */
export const Payment = wizardStory(
  { step: 'plan', locationIds: [1], planId: 1, topUp: 2000, paying: true },
  { termsAndConditionsSigned: true },
);

export const VerifyLoading: StoryObj = {
  ...screenStory('/verify?q=code', { loading: true }),
  parameters: {
    msw: { handlers: { verify: http.post('/api/EmailVerification/SubmitVerification', never) } },
  },
};

/** A bad or expired link: why, and a new one to ask for. */
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
