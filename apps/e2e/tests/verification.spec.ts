import { type Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { CHROME_ARGS, CHROME_ENV, CHROME_PATH } from '../chromium.ts';
import { receiveMail, registerMember, signedInAs, type NewMember } from './members.ts';
import { expectAccessible, newestEmail, ops } from './support.ts';

// Chromium's fake camera (a moving test pattern) answers getUserMedia, and its fake permission
// prompt says yes, so the wizard's camera capture runs as on a phone.
test.use({
  launchOptions: {
    executablePath: CHROME_PATH,
    env: CHROME_ENV,
    args: [...CHROME_ARGS, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  },
  permissions: ['camera'],
});

const row = (page: Page, name: string) => page.getByRole('row', { name: new RegExp(name) });
const BANNER = 'Verify your identity to view and action mail';

/** A JPEG of a phone photo's size (4032 × 3024), drawn in the page: noise, so it is megabytes. */
async function phonePhoto(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 4032;
    canvas.height = 3024;
    const context = canvas.getContext('2d')!;
    const pixels = context.createImageData(canvas.width, canvas.height);
    for (let i = 0; i < pixels.data.length; i += 4) {
      pixels.data[i] = (i * 7) % 251;
      pixels.data[i + 1] = Math.floor(Math.random() * 256);
      pixels.data[i + 2] = (i >> 10) % 256;
      pixels.data[i + 3] = 255;
    }
    context.putImageData(pixels, 0, 0);
    const blob = await new Promise<Blob>((resolve) =>
      canvas.toBlob((b) => resolve(b!), 'image/jpeg', 0.95),
    );
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  });
  return Buffer.from(base64, 'base64');
}

/** A small PNG, drawn in the page. */
async function smallPng(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 640;
    canvas.height = 400;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#2a6f97';
    context.fillRect(0, 0, 640, 400);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

/** Records every value the page's progress bars take, to tell real progress from a jump to done. */
async function recordProgress(page: Page) {
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { progressSeen: number[] }).progressSeen = seen;
    new MutationObserver(() => {
      for (const bar of Array.from(document.querySelectorAll('[role=progressbar]'))) {
        const value = Number(bar.getAttribute('aria-valuenow'));
        if (seen.at(-1) !== value) seen.push(value);
      }
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  return () => page.evaluate(() => (window as unknown as { progressSeen: number[] }).progressSeen);
}

/** Sends uploads at about 1 Mbit/s, as a phone on a weak connection would. */
async function slowUploads(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 128 * 1024,
  });
  return () =>
    cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
}

test('a fresh member verifies by SMS: Australian mobiles only, Incorrect code, then mail can be selected', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const member = await registerMember(page.request, { sms: false });
  await receiveMail(member, { sender: 'Service NSW' });
  await signedInAs(page, member);

  await page.goto('/Members');
  await expect(page.getByText(BANNER)).toBeVisible();
  await row(page, 'Service NSW').click();
  await expect(
    page.getByText('Unable to view or action mail until verification is complete.'),
  ).toBeVisible();
  await expect(row(page, 'Service NSW')).not.toHaveAttribute('aria-selected', 'true');
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Verify your identity' }).click();
  await expect(page).toHaveURL(/\/Members\/Account\/Verification$/);
  const number = page.getByRole('textbox', { name: /Mobile number/ });
  await expect(page.getByRole('combobox', { name: 'Country code' })).toHaveValue('+61');
  await expectAccessible(page);

  await number.fill('02 9876 5432');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText(/Enter an Australian mobile number/)).toBeVisible();

  const mobile = `+614${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  // Typed as at home, after the chosen +61.
  await number.fill(`0${mobile.slice(3)}`);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText(`We texted a code to ${mobile}`)).toBeVisible();
  await expect(page.getByRole('button', { name: /New code in \d+ s/ })).toBeDisabled();
  const [code] = (await newestEmail(page.request, mobile)).codes;
  expect(code).toMatch(/^\d{6}$/);

  const codeField = page.getByRole('textbox', { name: 'Code from the text message' });
  await codeField.fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Incorrect code')).toBeVisible();
  await expectAccessible(page);

  await codeField.fill(code!);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Your mobile number is verified.')).toBeVisible();
  await expectAccessible(page);

  await page.goto('/Members');
  await expect(row(page, 'Service NSW')).toBeVisible();
  await expect(page.getByText(BANNER)).toHaveCount(0);
  await row(page, 'Service NSW').getByRole('checkbox').check();
  await expect(row(page, 'Service NSW')).toHaveAttribute('aria-selected', 'true');
});

test.describe('the photo ID wizard', () => {
  test('a licence: file uploads with real progress, a camera selfie, Complete; staff approve', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    // No SMS either: only the photo ID opens the mail.
    const member = await registerMember(page.request, { sms: false });
    await receiveMail(member, { sender: 'Amazon Japan', parcel: true });
    await signedInAs(page, member);
    await page.goto('/Members');
    await expect(page.getByText(BANNER)).toBeVisible();

    await page.goto('/Members/Account/Verification');
    await page.getByRole('link', { name: 'Verify with photo ID' }).click();
    await expect(page).toHaveURL(/\/Members\/PhotoVerification$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Front' })).toBeVisible();
    await expect(
      page.getByRole('radio', { name: 'Drivers License / Government ID Card' }),
    ).toBeChecked();
    const steps = page.getByRole('navigation', { name: 'Photo ID steps' });
    await expect(steps.getByRole('listitem')).toHaveText([/Front/, /Back/, /Selfie/, /Complete/]);
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
    await expectAccessible(page);

    // Front: a 4032 × 3024 phone photo, scaled to 2000 × 1500 before it leaves, sent slowly.
    const photo = await phonePhoto(page);
    const frontUpload = page.waitForRequest(/\/api\/verification\/upload\?photoSide=front/);
    const progressSeen = await recordProgress(page);
    const fastAgain = await slowUploads(page);
    await page
      .getByLabel('Front of your ID')
      .setInputFiles({ name: 'IMG_4032.jpg', mimeType: 'image/jpeg', buffer: photo });
    await expect(
      page.getByRole('progressbar', { name: /Uploading: Front of your ID/ }),
    ).toBeVisible();
    const preview = page.getByRole('img', { name: 'Uploaded photo: Front of your ID' });
    await expect(preview).toBeVisible({ timeout: 60_000 });
    await fastAgain();
    const between = (await progressSeen()).filter((value) => value > 0 && value < 99);
    expect(between.length, `progress values ${String(await progressSeen())}`).toBeGreaterThan(1);
    expect(between).toEqual([...between].sort((a, b) => a - b));
    console.log(`front: upload progress seen ${String(await progressSeen())}`);
    expect(
      await preview.evaluate((image: HTMLImageElement) => [
        image.naturalWidth,
        image.naturalHeight,
      ]),
    ).toEqual([2000, 1500]);
    const uploaded = Number((await (await frontUpload).allHeaders())['content-length']);
    console.log(`front: ${photo.length} bytes chosen, ${uploaded} bytes uploaded (2000 × 1500)`);
    expect(uploaded).toBeLessThan(photo.length / 2);
    await expectAccessible(page);

    // Delete takes the photo away again, and Next with it.
    await page.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
    await page
      .getByLabel('Front of your ID')
      .setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: await smallPng(page) });
    await expect(preview).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();

    // Back: a file again.
    await expect(page.getByRole('heading', { level: 2, name: 'Back' })).toBeVisible();
    await page
      .getByLabel('Back of your ID')
      .setInputFiles({ name: 'back.png', mimeType: 'image/png', buffer: await smallPng(page) });
    await expect(page.getByRole('img', { name: 'Uploaded photo: Back of your ID' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Next' }).click();

    // Selfie: the code to write, large, and the fake front camera.
    await expect(page.getByRole('heading', { level: 2, name: 'Selfie' })).toBeVisible();
    await expect(page.getByText('Write this code on a piece of paper')).toBeVisible();
    await expect(page.getByRole('img', { name: /Example selfie/ })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Take a photo with your camera' }).click();
    const video = page.getByLabel(/Camera picture for/);
    await expect(video).toBeVisible();
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.videoWidth))
      .toBeGreaterThan(0);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Take photo' }).click();
    await expect(
      page.getByRole('img', { name: 'Uploaded photo: Selfie with your ID and the code' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();

    await expect(page.getByRole('heading', { level: 2, name: 'Complete' })).toBeVisible();
    await expect(page.getByText(/Your account is temporarily verified/)).toBeVisible();
    await expectAccessible(page);

    // Temporarily verified, as Complete says: mail opens, but not international forwarding.
    const forwardAmazonJapan = async () => {
      await row(page, 'Amazon Japan').getByRole('checkbox').check();
      await expect(row(page, 'Amazon Japan')).toHaveAttribute('aria-selected', 'true');
      await page
        .getByRole('toolbar', { name: 'Mail actions' })
        .getByRole('button', { name: 'Forward', exact: true })
        .click();
      return page.getByRole('tab', { name: 'International' });
    };
    await page.goto('/Members');
    await expect(row(page, 'Amazon Japan')).toBeVisible();
    await expect(page.getByText(BANNER)).toHaveCount(0);
    await expect(await forwardAmazonJapan()).toHaveAttribute('aria-disabled', 'true');
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(page).toHaveURL(/\/Members\/?$/);

    // The human check: international forwarding opens.
    expect(await ops('photo-id', '--suite', member.userCode, '--approve')).toContain('approved');
    await page.goto('/Members/Account/Verification');
    await expect(page.getByText('Your photo ID is verified.')).toBeVisible();
    await page.goto('/Members');
    const international = await forwardAmazonJapan();
    await expect(international).toBeVisible();
    await expect(international).not.toHaveAttribute('aria-disabled', 'true');
    await international.click();
    await expect(international).toHaveAttribute('aria-selected', 'true');
  });

  test('a passport skips Back; Click here to redo withdraws it; a refusal shows staff’s reason', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const member: NewMember = await registerMember(page.request);
    await signedInAs(page, member);
    await page.goto('/Members/PhotoVerification');

    await page.getByRole('radio', { name: 'Passport' }).check();
    const steps = page.getByRole('navigation', { name: 'Photo ID steps' });
    await expect(steps.getByRole('listitem')).toHaveText([/Front/, /Selfie/, /Complete/]);
    const png = await smallPng(page);
    await page
      .getByLabel('Front of your ID')
      .setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: png });
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Selfie' })).toBeVisible();
    await page
      .getByLabel('Selfie with your ID and the code')
      .setInputFiles({ name: 'selfie.png', mimeType: 'image/png', buffer: png });
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText(/Your account is temporarily verified/)).toBeVisible();

    await page.getByRole('link', { name: 'Verification settings' }).click();
    await expect(page.getByText('Photo ID submitted')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Click here to redo' }).click();
    await expect(page.getByRole('link', { name: 'Verify with photo ID' })).toBeVisible();
    const state = await (await page.request.get('/api/verification/getverification')).json();
    expect(state).toMatchObject({ idVerification: 0 });

    // Submitted again, then refused by staff with a reason the member reads.
    await page.goto('/Members/PhotoVerification');
    await page.getByRole('radio', { name: 'Passport' }).check();
    await page
      .getByLabel('Front of your ID')
      .setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: png });
    await page.getByRole('button', { name: 'Next' }).click();
    await page
      .getByLabel('Selfie with your ID and the code')
      .setInputFiles({ name: 'selfie.png', mimeType: 'image/png', buffer: png });
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText(/Your account is temporarily verified/)).toBeVisible();
    await ops(
      'photo-id',
      '--suite',
      member.userCode,
      '--reject',
      '--reason',
      'The code on the note cannot be read',
    );
    await page.goto('/Members/Account/Verification');
    await expect(page.getByText(/Reason: The code on the note cannot be read/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Verify with photo ID' })).toBeVisible();
    await expectAccessible(page);
  });
});
