import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, never } from '#storybook/api-handlers.ts';
import { screenStory } from '#storybook/screen-story.tsx';
import { member } from '#testing/fixtures.ts';
import { nothingRequired } from '#testing/mail-rules-fixtures.ts';

export default { title: 'Screens/Action Required' } satisfies Meta;

/** The five groups the demo member has items in: storage ending with its daily fee, a rule's forward, a cheque. */
export const ActionRequired = screenStory('/Members/ActionRequired', { signedInAs: member });

/** Nothing waits: the view says so and the sidebar's entry has no count. */
export const NothingRequired: StoryObj = {
  ...ActionRequired,
  parameters: {
    msw: {
      handlers: {
        actionRequired: http.get('/api/ActionRequired', ({ response }) =>
          response(200).json(nothingRequired),
        ),
      },
    },
  },
};

/** The view while its groups load. */
export const Loading: StoryObj = {
  ...screenStory('/Members/ActionRequired', { signedInAs: member, loading: true }),
  parameters: { msw: { handlers: { actionRequired: http.get('/api/ActionRequired', never) } } },
};
