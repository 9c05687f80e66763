import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { http } from '#storybook/api-handlers.ts';
import { screenSettled } from '#storybook/play.ts';
import { screenStory } from '#storybook/screen-story.tsx';
import { member } from '#testing/fixtures.ts';

export default { title: 'Screens/Settings/Verification' } satisfies Meta;

const unverified = { ...member, idVerified: false, smsVerified: false };

/** The section with the verification state the server answers. */
function verification(
  state: { idVerification: 0 | 1 | 2; smsVerification: 0 | 1 | 2; rejectionReason?: string },
  account = unverified,
): StoryObj {
  return {
    ...screenStory('/Members/Account/Verification', { signedInAs: account }),
    parameters: {
      msw: {
        handlers: {
          account: http.post('/api/account/GetAccount', ({ response }) =>
            response(200).json(account),
          ),
          verification: http.get('/api/verification/getverification', ({ response }) =>
            response(200).json(state),
          ),
        },
      },
    },
  };
}

/** Nothing verified yet: the number field starting at +61, and the way to the photo ID wizard. */
export const NotStarted = verification({ idVerification: 0, smsVerification: 0 });

/** A number outside Australia, refused before anything is texted (§5). */
export const WrongPrefix: StoryObj = {
  ...NotStarted,
  play: async ({ canvasElement }) => {
    await screenSettled(canvasElement);
    const field = canvasElement.querySelector<HTMLInputElement>('input[type="tel"]')!;
    await userEvent.clear(field);
    await userEvent.type(field, '+447700900123');
    await userEvent.click(
      canvasElement.querySelector<HTMLButtonElement>('main button[type="submit"]')!,
    );
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
  },
};

/** A code texted earlier and still live: the code field, Verify, and a new code on request. */
export const CodeSent = verification({ idVerification: 0, smsVerification: 1 });

/** A wrong code: 'Incorrect code' on the field. */
export const IncorrectCode: StoryObj = {
  ...CodeSent,
  play: async ({ canvasElement }) => {
    await screenSettled(canvasElement);
    const field = canvasElement.querySelector<HTMLInputElement>('input[inputmode="numeric"]')!;
    await userEvent.type(field, '000000');
    await userEvent.click(
      canvasElement.querySelector<HTMLButtonElement>('main button[type="submit"]')!,
    );
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
  },
};

/** Mobile verified, photo ID waiting for staff's check: 'Click here to redo'. */
export const PhotoIdPending = verification(
  { idVerification: 1, smsVerification: 2 },
  { ...member, idVerified: false, smsVerified: true },
);

/** Staff refused the last photo ID: their reason, and the way to submit again. */
export const PhotoIdRefused = verification({
  idVerification: 0,
  smsVerification: 0,
  rejectionReason: 'The code on the note in the selfie cannot be read',
});

/** Both verified. */
export const Verified = verification({ idVerification: 2, smsVerification: 2 }, member);
