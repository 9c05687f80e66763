import type { Meta } from '@storybook/react-vite';
import { screenStory } from '#shared/storybook/screen-story.tsx';
import { member } from '#shared/testing/fixtures.ts';

export default { title: 'Screens/Payment' } satisfies Meta;

const unpaid = { ...member, activePayment: false };

export const PaymentRequired = screenStory('/PaymentRequired', { signedInAs: unpaid });
