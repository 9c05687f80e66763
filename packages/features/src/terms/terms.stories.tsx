import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from '#shared/storybook/api-handlers.ts';
import { screenStory } from '#shared/storybook/screen-story.tsx';
import { member } from '#shared/testing/fixtures.ts';

export default { title: 'Screens/Terms' } satisfies Meta;

const unsigned = { ...member, termsAndConditionsSigned: false };

export const TermsAndConditions: StoryObj = {
  ...screenStory('/TermsAndConditions', { signedInAs: unsigned }),
  parameters: {
    msw: {
      handlers: {
        account: http.post('/api/account/GetAccount', ({ response }) =>
          response(200).json(unsigned),
        ),
      },
    },
  },
};
