import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { http } from '#storybook/api-handlers.ts';
import { screenSettled } from '#storybook/play.ts';
import { screenStory } from '#storybook/screen-story.tsx';
import { member } from '#testing/fixtures.ts';

export default { title: 'Screens/PhotoVerification' } satisfies Meta;

const wizard = screenStory('/Members/PhotoVerification', { signedInAs: member });

/** A plain image of an ID's size, drawn here so every run uploads the same bytes. */
async function idPhoto(name: string): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 856;
  canvas.height = 540;
  const context = canvas.getContext('2d')!;
  context.fillStyle = 'lightsteelblue';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = 'white';
  context.fillRect(48, 120, 220, 280);
  const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/png'));
  return new File([blob], name, { type: 'image/png' });
}

const main = (canvasElement: HTMLElement) => canvasElement.querySelector('main')!;

/** Chooses a photo for the step on screen, waits for its preview, and goes on with Next. */
async function uploadAndNext(canvasElement: HTMLElement, name: string) {
  const input = await waitFor(() => {
    const found = main(canvasElement).querySelector<HTMLInputElement>('input[type="file"]');
    if (!found) throw new Error('no file input yet');
    return found;
  });
  await userEvent.upload(input, await idPhoto(name));
  await waitFor(() => expect(main(canvasElement).querySelector('figure img')).not.toBeNull(), {
    timeout: 10_000,
  });
  const buttons = main(canvasElement).querySelectorAll<HTMLButtonElement>('button');
  const next = buttons[buttons.length - 1]!;
  await waitFor(() => expect(next).toBeEnabled());
  await userEvent.click(next);
}

/** Front of a driver's licence (the default ID type): drop zone, camera button, Next disabled. */
export const Front = wizard;

/** A passport: its steps are Front, Selfie and Complete. */
export const Passport: StoryObj = {
  ...wizard,
  play: async ({ canvasElement }) => {
    await screenSettled(canvasElement);
    const radios = main(canvasElement).querySelectorAll<HTMLInputElement>('input[type="radio"]');
    await userEvent.click(radios[1]!);
    await waitFor(() => expect(radios[1]).toBeChecked());
  },
};

/** An iPhone HEIC chosen: refused with what to do instead, before anything is uploaded. */
export const HeicRefused: StoryObj = {
  ...wizard,
  play: async ({ canvasElement }) => {
    await screenSettled(canvasElement);
    const input = main(canvasElement).querySelector<HTMLInputElement>('input[type="file"]')!;
    const heic = new File([new Uint8Array(64)], 'IMG_0042.HEIC', { type: 'image/heic' });
    await userEvent.upload(input, heic, { applyAccept: false });
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
  },
};

/** A side uploaded: its preview with Delete, and Next enabled. */
export const FrontUploaded: StoryObj = {
  ...wizard,
  play: async ({ canvasElement }) => {
    await screenSettled(canvasElement);
    const input = main(canvasElement).querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, await idPhoto('front.png'));
    await waitFor(() => expect(main(canvasElement).querySelector('figure img')).not.toBeNull(), {
      timeout: 10_000,
    });
  },
};

/** The selfie step: the code to hand-write, large, beside an example picture. */
export const Selfie: StoryObj = {
  ...wizard,
  play: async ({ canvasElement }) => {
    await screenSettled(canvasElement);
    await uploadAndNext(canvasElement, 'front.png');
    await uploadAndNext(canvasElement, 'back.png');
    await waitFor(() =>
      expect(main(canvasElement).querySelector('svg[role="img"]')).not.toBeNull(),
    );
  },
};

/** Complete: temporarily verified, permanently after a person's check (§2). */
export const Complete: StoryObj = {
  ...wizard,
  play: async ({ canvasElement }) => {
    await screenSettled(canvasElement);
    await uploadAndNext(canvasElement, 'front.png');
    await uploadAndNext(canvasElement, 'back.png');
    await uploadAndNext(canvasElement, 'selfie.png');
    await waitFor(() => expect(main(canvasElement).querySelector('input[type="file"]')).toBeNull());
  },
};

/** A photo ID already submitted and waiting for review: said, with the way to the settings. */
export const AlreadySubmitted: StoryObj = {
  ...wizard,
  parameters: {
    msw: {
      handlers: {
        verification: http.get('/api/verification/getverification', ({ response }) =>
          response(200).json({ idVerification: 1, smsVerification: 2 }),
        ),
      },
    },
  },
};
