import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { member } from '#testing/fixtures.ts';
import { fakeMembersApi, renderPortal } from '#testing/render-portal.tsx';

function openWizard(idVerification = 0) {
  const calls = fakeMembersApi({
    'GET /api/verification/getverification': { body: { idVerification, smsVerification: 2 } },
    'GET /api/verification/generaterandomcode': { body: { code: '4821' } },
  });
  renderPortal('/Members/PhotoVerification', { signedInAs: member });
  return calls;
}

const stepNames = async () =>
  within(await screen.findByRole('navigation', { name: 'Photo ID steps' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

afterEach(() => {
  Reflect.deleteProperty(navigator, 'mediaDevices');
});

describe('/Members/PhotoVerification', () => {
  it('starts on Front of a licence, with Next waiting for the photo', async () => {
    openWizard();
    expect(await screen.findByRole('heading', { level: 2, name: 'Front' })).toBeVisible();
    expect(
      screen.getByRole('radio', { name: 'Drivers License / Government ID Card' }),
    ).toBeChecked();
    expect(await stepNames()).toEqual([
      expect.stringContaining('Front'),
      expect.stringContaining('Back'),
      expect.stringContaining('Selfie'),
      expect.stringContaining('Complete'),
    ]);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('leaves Back out for a passport', async () => {
    openWizard();
    await userEvent.click(await screen.findByRole('radio', { name: 'Passport' }));
    expect(await stepNames()).toEqual([
      expect.stringContaining('Front'),
      expect.stringContaining('Selfie'),
      expect.stringContaining('Complete'),
    ]);
  });

  it('refuses an iPhone HEIC with what to do instead, uploading nothing', async () => {
    const calls = openWizard();
    const input = await screen.findByLabelText(/Front of your ID/);
    const heic = new File(['heic'], 'IMG_0042.HEIC', { type: 'image/heic' });
    await userEvent.upload(input, heic, { applyAccept: false });
    expect(screen.getByRole('alert')).toHaveTextContent(
      "HEIC photos (the iPhone camera's default) can't be used.",
    );
    const pdf = new File(['pdf'], 'licence.pdf', { type: 'application/pdf' });
    await userEvent.upload(input, pdf, { applyAccept: false });
    expect(screen.getByRole('alert')).toHaveTextContent('Photos must be JPEG or PNG images.');
    expect(calls.some((call) => call.url.includes('/api/verification/upload'))).toBe(false);
  });

  it('falls back to the file picker, saying why, when the camera is refused', async () => {
    const getUserMedia = vi.fn(() =>
      Promise.reject(new DOMException('Permission denied', 'NotAllowedError')),
    );
    Object.defineProperty(navigator, 'mediaDevices', {
      value: { getUserMedia },
      configurable: true,
    });
    openWizard();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Take a photo with your camera' }),
    );
    expect(getUserMedia).toHaveBeenCalledWith(
      expect.objectContaining({
        video: expect.objectContaining({ facingMode: { ideal: 'environment' } }),
      }),
    );
    expect(await screen.findByText(/We couldn't open a camera/)).toBeVisible();
    expect(screen.getByLabelText(/Front of your ID/)).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Take a photo with your camera' })).toBeNull();
  });

  it('says so when a photo ID is already waiting for review, instead of a second wizard', async () => {
    openWizard(1);
    expect(await screen.findByText(/Your photo ID is submitted and waiting/)).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Photo ID steps' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Verification settings' })).toHaveAttribute(
      'href',
      '/Members/Account/Verification',
    );
  });
});
