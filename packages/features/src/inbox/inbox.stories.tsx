import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, never, problem } from '#shared/storybook/api-handlers.ts';
import { screenStory } from '#shared/storybook/screen-story.tsx';
import { member } from '#shared/testing/fixtures.ts';

export default { title: 'Screens/Inbox' } satisfies Meta;

/** The members' frame (top bar, alert banner, user menu, folders) around forty items. */
export const Inbox = screenStory('/Members/', { signedInAs: member });

export const Empty: StoryObj = {
  ...screenStory('/Members/', { signedInAs: member }),
  parameters: {
    msw: { handlers: { mail: http.get('/api/Mail', ({ response }) => response(200).json([])) } },
  },
};

export const Loading: StoryObj = {
  ...screenStory('/Members/', { signedInAs: member, loading: true }),
  parameters: { msw: { handlers: { mail: http.get('/api/Mail', never) } } },
};

export const Unavailable: StoryObj = {
  ...screenStory('/Members/', { signedInAs: member }),
  parameters: {
    msw: {
      handlers: {
        mail: http.get('/api/Mail', ({ response }) =>
          response.untyped(problem(503, 'unavailable', 'The mail store is down')),
        ),
      },
    },
  },
};
