import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, problem } from '#storybook/api-handlers.ts';
import { screenStory } from '#storybook/screen-story.tsx';
import { invitationDetails } from '#testing/team-fixtures.ts';

export default { title: 'Screens/Join Account' } satisfies Meta;

const PATH = '/JoinAccount?invitation=ZmFrZS1pbnZpdGF0aW9uLXRva2VuLWZvci1zdG9yaWVz';

/** An invitation to share Alexandra's mailbox as a member: who asked, what a member may do, the form. */
export const JoinAccount = screenStory(PATH);

/** An invitation past its seven days: it says so and who can send another. */
export const Expired: StoryObj = {
  ...JoinAccount,
  parameters: {
    msw: {
      handlers: {
        invitation: http.get('/api/Team/Invitation', ({ response }) =>
          response.untyped(problem(410, 'invitation_expired', 'The invitation has expired')),
        ),
      },
    },
  },
};

/**
 * An invitation to an address that already signs in to this brand: its password adds the mailbox
 * to that login (decision 105).
 */
export const ExistingLogin: StoryObj = {
  ...JoinAccount,
  parameters: {
    msw: {
      handlers: {
        invitation: http.get('/api/Team/Invitation', ({ response }) =>
          response(200).json({ ...invitationDetails, hasLogin: true }),
        ),
      },
    },
  },
};
