import type { Meta } from '@storybook/react-vite';
import { screenStory } from '#storybook/screen-story.tsx';

export default { title: 'Screens/Landing' } satisfies Meta;

export const Landing = screenStory('/');
