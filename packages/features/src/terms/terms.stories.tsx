import type { Meta } from '@storybook/react-vite';
import { screenStory } from '#storybook/screen-story.tsx';
import { member } from '#testing/fixtures.ts';

export default { title: 'Screens/Terms' } satisfies Meta;

const unsigned = { ...member, termsAndConditionsSigned: false };

export const TermsAndConditions = screenStory('/TermsAndConditions', { signedInAs: unsigned });
