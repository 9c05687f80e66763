import type { Meta } from '@storybook/react-vite';
import { screenStory } from '#shared/storybook/screen-story.tsx';
import { member } from '#shared/testing/fixtures.ts';

export default { title: 'Screens/Terms' } satisfies Meta;

const unsigned = { ...member, termsAndConditionsSigned: false };

export const TermsAndConditions = screenStory('/TermsAndConditions', { signedInAs: unsigned });
