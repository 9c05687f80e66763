import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from '#shared/storybook/api-handlers.ts';
import { screenStory } from '#shared/storybook/screen-story.tsx';
import { member } from '#shared/testing/fixtures.ts';

export default { title: 'Screens/Payment' } satisfies Meta;

const unpaid = { ...member, activePayment: false };

export const PaymentRequired: StoryObj = {
  ...screenStory('/PaymentRequired', { signedInAs: unpaid }),
  parameters: {
    msw: {
      handlers: {
        account: http.post('/api/account/GetAccount', ({ response }) => response(200).json(unpaid)),
      },
    },
  },
};
