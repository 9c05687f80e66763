import type { Meta, StoryObj } from '@storybook/react-vite';
import { screenStory } from '#storybook/screen-story.tsx';
import { member } from '#testing/fixtures.ts';

export default { title: 'Screens/Payment' } satisfies Meta;

/** A member who never saved a card: why (no card), the card form and the ways out. */
export const PaymentRequired: StoryObj = screenStory('/PaymentRequired', {
  signedInAs: { ...member, activePayment: false, card: null },
});

/**
 * A member whose card the bank refused: the card on file, Pay with it by default, another card one
 * click away, and the ways out (language, support, sign out).
 */
export const PaymentRequiredWithCard: StoryObj = screenStory('/PaymentRequired', {
  signedInAs: { ...member, activePayment: false },
});
