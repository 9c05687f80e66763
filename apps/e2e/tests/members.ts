import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { expect, type APIRequestContext, type APIResponse, type Page } from '@playwright/test';
import { loadBrands } from '@portal/brand/all-brands';
import { sandboxToken } from '@portal/domain/sandbox-card';
import { brandUrl, type BrandId } from '../brand-urls.ts';
import { freshEmail, newestEmail, ops, signUp, visitorAddress } from './support.ts';

/** The header every call from the screens carries (the server refuses calls without it). */
export const XHR = { 'X-Requested-With': 'XMLHttpRequest' };
/** An envelope photo as staff scan it: the one the screen stories use. */
export const ENVELOPE_PDF = fileURLToPath(
  new URL('../../../packages/features/src/testing/scans/envelope.pdf', import.meta.url),
);
/** The smallest PNG there is: one pixel, for the photo ID uploads. */
const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

export interface NewMember {
  email: string;
  password: string;
  userCode: string;
  /** The account as GetAccount answered it once registration was done. */
  account: { userCode: string };
}

interface MemberOptions {
  /** The card saved at signup (sandbox test numbers, @portal/domain/sandbox-card). */
  card?: string;
  /** The top-up charged at signup, which is also the auto top-up amount. */
  topUp?: number;
  /** Photo ID submitted (as a passport), which opens international forwarding. */
  photoId?: boolean;
  /** Mobile verified by SMS (the default); without it the member meets the verification gate. */
  sms?: boolean;
  brand?: BrandId;
  /** The language chosen at signup, as the `locale` cookie spells it; sign-in switches to it. */
  language?: string;
}

async function ok(pending: Promise<APIResponse>): Promise<APIResponse> {
  const response = await pending;
  expect(response.status(), await response.text()).toBeLessThan(300);
  return response;
}

/**
 * A member who has done everything a member does before forwarding, each step through the API as
 * the screens call it: signup, email link, plan, card (charged the top-up), terms, SMS code and,
 * when asked, photo ID. `request` keeps the session Signup opened.
 */
export async function registerMember(
  request: APIRequestContext,
  {
    card = '4242424242424242',
    topUp = 50,
    photoId = false,
    sms = true,
    brand = 'harbour-mail',
    language = 'en',
  }: MemberOptions = {},
): Promise<NewMember> {
  const email = freshEmail('forward');
  const password = 'forward-Password-1';
  // The brand's own origin: its session cookie is the one its pages send.
  const api = (path: string) => `${brandUrl(brand)}/api/${path}`;
  const WEBPAGE = `webpage=${brand}`;
  // Each member its own visitor, as at signup: the SMS and other per-address limits meet each anew.
  const headers = { ...XHR, 'X-Forwarded-For': visitorAddress() };
  await signUp(request, email, password, brand, language);
  const link = (await newestEmail(request, email)).links.find((each) => each.includes('/verify'));
  const code = new URL(link!).searchParams.get('q')!;
  await ok(
    request.post(api(`EmailVerification/SubmitVerification?q=${encodeURIComponent(code)}`), {
      headers,
    }),
  );

  const plans = (await (await ok(request.get(api(`Plan/GetAll?${WEBPAGE}`)))).json()) as {
    planId: number;
    parcelForwardOnly: boolean;
  }[];
  const plan = plans.find((each) => !each.parcelForwardOnly)!;
  const charging = () => ({ ...headers, 'Idempotency-Key': randomUUID() });
  // The terms are accepted before anything is charged (issue 36).
  await ok(request.post(api(`TermsAndConditions/SaveTermsAndConditions`), { headers }));
  await ok(request.post(api(`Account/ChoosePlan?planId=${plan.planId}`), { headers: charging() }));
  // The terms come before anything is charged (issue 36: the server refuses a signup charge first).
  await ok(request.post(api(`TermsAndConditions/SaveTermsAndConditions`), { headers }));
  await ok(
    request.post(api(`Payment/UpdateCard`), {
      headers: charging(),
      data: {
        cardName: 'A Lovelace',
        autoTopUpAmount: topUp,
        sourceToken: sandboxToken(card),
        chargeNow: true,
      },
    }),
  );
  await ok(request.post(api(`Registration/RegistrationComplete?x=card&${WEBPAGE}`), { headers }));

  if (sms) {
    const mobile = `+614${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    await ok(
      request.post(api(`verification/Sms?mobileNumber=${encodeURIComponent(mobile)}`), {
        headers,
      }),
    );
    const [smsCode] = (await newestEmail(request, mobile)).codes;
    await ok(request.post(api(`verification/verifysms?code=${smsCode}`), { headers }));
  }

  // New mail waits for the member's choice instead of being opened and scanned on arrival, where
  // the brand lets members choose (its auto actions); elsewhere the member cancels each scan.
  const brandConfig = (await loadBrands()).find((each) => each.id === brand);
  if (brandConfig?.includeAutoActions) {
    await ok(request.post(api(`Account/UpdateAutoAction?autoAction=1`), { headers }));
  }

  if (photoId) {
    for (const side of ['front', 'selfie']) {
      await ok(
        request.post(api(`verification/upload?photoSide=${side}&idType=passport`), {
          headers,
          multipart: {
            file: { name: `${side}.png`, mimeType: 'image/png', buffer: ONE_PIXEL_PNG },
          },
        }),
      );
    }
  }

  const account = (await (
    await ok(request.post(api(`account/GetAccount`), { headers }))
  ).json()) as { userCode: string };
  // Staff check the photos: international forwarding needs the ID verified (§6).
  if (photoId) await ops('photo-id', '--suite', account.userCode, '--approve');
  return { email, password, userCode: account.userCode, account };
}

/**
 * Opens the portal as the member the page's context registered: Signup's session is already in
 * its cookies, so the browser only needs the stored account the screens route by (§6), as the
 * sign-in screen would have left it. Saves a sign-in (limited per IP) for every test.
 */
export async function signedInAs(page: Page, member: NewMember): Promise<void> {
  await page.addInitScript(([key, account]) => localStorage.setItem(key, account), [
    STORED_AUTH_KEY,
    JSON.stringify(member.account),
  ] as const);
}

/**
 * A new member of harbour-mail who signed up in `language`, signed in with it chosen, as the sign-in
 * screen would have left them (signedInAs skips that screen and the language cookie it sets).
 */
export async function newMemberSignedInIn(page: Page, language: string): Promise<NewMember> {
  const member = await registerMember(page.request, { language });
  await signedInAs(page, member);
  await page
    .context()
    .addCookies([{ name: 'locale', value: language, url: brandUrl('harbour-mail') }]);
  return member;
}

/** Where the screens keep the signed-in account (features' shared/session.ts). */
const STORED_AUTH_KEY = 'portal.account';

/**
 * Staff receive an item for the member's suite; answers its mail id. `receivedAt` (ISO) logs it as
 * arrived then, as staff do when they enter it later.
 */
export async function receiveMail(
  member: NewMember,
  { sender, parcel = false, receivedAt }: { sender: string; parcel?: boolean; receivedAt?: string },
): Promise<number> {
  const printed = await ops(
    'receive',
    '--suite',
    member.userCode,
    '--file',
    ENVELOPE_PDF,
    '--weight',
    parcel ? '850' : '20',
    '--sender',
    sender,
    ...(parcel ? ['--parcel'] : []),
    ...(receivedAt ? ['--received-at', receivedAt] : []),
  );
  const mailId = /Received mail item (\d+)/.exec(printed)?.[1];
  expect(mailId, printed).toBeDefined();
  return Number(mailId);
}
