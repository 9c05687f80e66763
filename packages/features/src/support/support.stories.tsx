import type { Meta } from '@storybook/react-vite';
import { screenStory } from '#storybook/screen-story.tsx';
import { member } from '#testing/fixtures.ts';

export default { title: 'Screens/Support' } satisfies Meta;

/** The support form, the email filled in from the account. */
export const Support = screenStory('/Members/Support', { signedInAs: member });
