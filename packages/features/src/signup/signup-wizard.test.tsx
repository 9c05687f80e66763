import { REGISTRATION_STATUS } from '@portal/domain/registration-status';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { locations, member, plans, sandboxPaymentConfig } from '#testing/fixtures.ts';
import { fakeApi, renderPortal, type FakeAnswer } from '#testing/render-portal.tsx';
import { testBrand } from '#testing/test-brand.ts';
import { NEW_SIGNUP, saveSignup } from '#signup/wizard/signup-storage.ts';

type User = ReturnType<typeof userEvent.setup>;

const created = {
  ...member,
  email: 'sam.new@mail.test',
  planId: null,
  activePayment: false,
  termsAndConditionsSigned: false,
  registrationStatus: REGISTRATION_STATUS.signedUp,
  card: null,
  signupStep: 'addresses' as const,
};

function fakeSignupApi(
  overrides: Record<string, FakeAnswer | ((request: Request) => FakeAnswer)> = {},
) {
  return fakeApi({
    'GET /api/Plan/GetAll': { body: plans },
    'GET /api/Location/GetAll': { body: locations },
    'POST /api/Registration/IsEmailAvailable': { body: true },
    'POST /api/Registration/Signup': { body: created },
    'POST /api/Account/AddLocations': { body: [1] },
    'POST /api/TermsAndConditions/SaveTermsAndConditions': {
      body: { ...created, signupStep: 'plan', termsAndConditionsSigned: true },
    },
    'POST /api/Account/ChoosePlan': { body: created },
    'POST /api/Payment/UpdateCard': { body: true },
    'POST /api/Registration/RegistrationComplete': {
      body: { ...created, registrationStatus: REGISTRATION_STATUS.complete },
    },
    ...overrides,
  });
}

const requestsTo = (calls: Request[], path: string) =>
  calls.filter((call) => new URL(call.url).pathname === path);

const field = (name: string) => screen.getByLabelText(name, { selector: 'input' });

async function fillAccount(user: User, { repeat = 'correct-horse-9' } = {}) {
  await user.type(await screen.findByRole('textbox', { name: 'First name' }), 'Sam');
  await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'New');
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'sam.new@mail.test');
  await user.type(screen.getByRole('textbox', { name: 'Billing name' }), 'Sam New');
  await user.type(field('Password'), 'correct-horse-9');
  await user.type(field('Repeat password'), repeat);
}

async function toAddresses(user: User) {
  await fillAccount(user);
  await user.click(screen.getByRole('button', { name: 'Create account' }));
  await screen.findByRole('heading', { name: 'Choose your addresses' });
}

async function toPlan(user: User) {
  await toAddresses(user);
  await user.click(screen.getByRole('checkbox', { name: /PO Box 2740/ }));
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await screen.findByRole('heading', { name: 'Choose your plan' });
}

const acceptTerms = (user: User) =>
  user.click(screen.getByRole('checkbox', { name: 'I have read and accept the terms' }));

/** The member as the server knows them after leaving at `signupStep`. */
const leftAt = (signupStep: 'addresses' | 'plan', change: Partial<typeof created> = {}) => ({
  ...created,
  signupStep,
  ...change,
});

beforeEach(() => sessionStorage.clear());
afterEach(() => cleanup());

describe('/signup', () => {
  it('prefills the account step from the link and shows the password rules', async () => {
    fakeSignupApi();
    renderPortal('/signup?firstName=Sam&lastName=New&email=sam%40mail.test');
    expect(await screen.findByRole('textbox', { name: 'First name' })).toHaveValue('Sam');
    expect(screen.getByRole('textbox', { name: 'Last name' })).toHaveValue('New');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('sam@mail.test');
    expect(field('Password')).toHaveAccessibleDescription(/At least 8 characters/);
    expect(screen.getByRole('navigation', { name: 'Signup steps' })).toBeVisible();
  });

  it('says a taken email is invalid or not available as soon as the field is left', async () => {
    const user = userEvent.setup();
    const calls = fakeSignupApi({ 'POST /api/Registration/IsEmailAvailable': { body: false } });
    renderPortal('/signup');
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'taken@mail.test');
    await user.tab();
    expect(await screen.findByText('Email is invalid or not available')).toBeVisible();
    const [check] = requestsTo(calls, '/api/Registration/IsEmailAvailable');
    expect(new URL(check!.url).searchParams.get('email')).toBe('taken@mail.test');
  });

  it('asks for a matching repeat and shows the invalid-fields banner, creating nothing', async () => {
    const user = userEvent.setup();
    const calls = fakeSignupApi();
    renderPortal('/signup');
    await fillAccount(user, { repeat: 'something-else' });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Must match password')).toBeVisible();
    expect(screen.getByText('Some fields were invalid')).toBeVisible();
    expect(requestsTo(calls, '/api/Registration/Signup')).toHaveLength(0);
  });

  it('rates the password as it is typed, by the estimate the server refuses weak ones with', async () => {
    const user = userEvent.setup();
    fakeSignupApi();
    renderPortal('/signup');
    await user.type(await screen.findByLabelText('Password', { selector: 'input' }), 'password');
    expect(await screen.findByText(/Password strength: weak/)).toBeVisible();
    expect(screen.getByText(/too easy to guess/)).toBeVisible();
    await user.type(field('Password'), '-staple-lamp-orbit');
    expect(await screen.findByText('Password strength: strong')).toBeVisible();
    expect(screen.queryByText(/too easy to guess/)).toBeNull();
  });

  it("shows the server's weak-password refusal at the password field, in the member's language", async () => {
    const user = userEvent.setup();
    fakeSignupApi({
      'POST /api/Registration/Signup': {
        status: 422,
        body: { code: 'password_too_weak', field: 'password', detail: 'Too easy to guess' },
      },
    });
    renderPortal('/signup');
    await fillAccount(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const password = field('Password');
    await waitFor(() => expect(password).toHaveAccessibleDescription(/too easy to guess/));
    expect(password).toHaveFocus();
  });

  it('creates the account, then shows Save only once a location is chosen', async () => {
    const user = userEvent.setup();
    const calls = fakeSignupApi();
    renderPortal('/signup');
    await toAddresses(user);

    const [signup] = requestsTo(calls, '/api/Registration/Signup');
    expect(await signup!.json()).toMatchObject({
      firstName: 'Sam',
      email: 'sam.new@mail.test',
      accountName: 'Sam New',
      country: 'Australia',
      language: 'en',
      phoneNumber: null,
      password: 'correct-horse-9',
    });
    expect(screen.getByText(/The PO Box has the fastest mail processing/)).toBeVisible();
    expect(screen.getByRole('group', { name: 'NSW' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();

    await user.click(screen.getByRole('checkbox', { name: /PO Box 2740/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('heading', { name: 'Choose your plan' });
    const [added] = requestsTo(calls, '/api/Account/AddLocations');
    expect(await added!.json()).toEqual({ locationIds: [1] });
  });

  it.each([
    ['Asia/Tokyo', 'Asia/Tokyo'],
    ['Etc/GMT+5', undefined],
  ])(
    'sends the browser’s time zone %s as %s, leaving out one Account could not list',
    async (browserZone, sent) => {
      const zoneBefore = process.env.TZ;
      process.env.TZ = browserZone;
      try {
        const user = userEvent.setup();
        const calls = fakeSignupApi();
        renderPortal('/signup');
        await toAddresses(user);
        const [signup] = requestsTo(calls, '/api/Registration/Signup');
        expect((await signup!.json()).timeZone).toBe(sent);
      } finally {
        process.env.TZ = zoneBefore;
      }
    },
  );

  it('charges the larger of the setup fee and the top-up, then completes with the card', async () => {
    const user = userEvent.setup();
    const calls = fakeSignupApi();
    const { history } = renderPortal('/signup');
    await toPlan(user);

    // The most popular plan is chosen first: no setup fee, so today's charge is the top-up.
    expect(screen.getByRole('radio', { name: 'Mail Plus' })).toBeChecked();
    const summary = () => within(screen.getByRole('region', { name: /Today's charge for/ }));
    expect(summary().getByText("Today's charge").nextSibling).toHaveTextContent('$20.00');

    await user.click(screen.getByRole('radio', { name: 'Mail Lite' }));
    expect(summary().getByText("Today's charge").nextSibling).toHaveTextContent('$20.00');
    expect(summary().getByText('Setup fee').nextSibling).toHaveTextContent('$19.95');
    expect(summary().getByText('Credit to your balance').nextSibling).toHaveTextContent('$0.05');
    await user.click(screen.getByRole('radio', { name: '$100.00' }));
    expect(summary().getByText("Today's charge").nextSibling).toHaveTextContent('$100.00');
    expect(summary().getByText(/Prepaid credit is non-refundable/)).toBeVisible();

    await acceptTerms(user);
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    const [chosen] = requestsTo(calls, '/api/Account/ChoosePlan');
    expect(new URL(chosen!.url).searchParams.get('planId')).toBe('1');
    expect(chosen!.headers.get('Idempotency-Key')).toBeTruthy();

    await user.type(await screen.findByRole('textbox', { name: 'Name on card' }), 'Sam New');
    await user.type(screen.getByRole('textbox', { name: 'Card number' }), '4242424242424242');
    await user.type(screen.getByRole('textbox', { name: 'Expiry' }), '1230');
    await user.type(screen.getByRole('textbox', { name: 'CVC' }), '123');
    await user.dblClick(screen.getByRole('button', { name: 'Pay $100.00' }));

    await waitFor(() => expect(history.location.pathname).toBe('/Signup-Complete'));
    const cards = requestsTo(calls, '/api/Payment/UpdateCard');
    expect(cards).toHaveLength(1);
    expect(await cards[0]!.json()).toMatchObject({ autoTopUpAmount: 100, chargeNow: true });
    const [complete] = requestsTo(calls, '/api/Registration/RegistrationComplete');
    expect(new URL(complete!.url).searchParams.get('x')).toBe('card');
    expect(
      await screen.findByRole('heading', { name: 'Thank you for joining Test Mail' }),
    ).toBeVisible();
    expect(sessionStorage.length).toBe(0);
  });

  it('keeps every card field and says why when the card is declined', async () => {
    const user = userEvent.setup();
    fakeSignupApi({
      'POST /api/Payment/UpdateCard': {
        status: 402,
        body: {
          code: 'payment_failed',
          detail: 'Your card was declined.',
          text: { key: 'payment.declined.generic', values: {} },
        },
      },
    });
    renderPortal('/signup');
    await toPlan(user);
    await acceptTerms(user);
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await user.type(await screen.findByRole('textbox', { name: 'Name on card' }), 'Sam New');
    await user.type(screen.getByRole('textbox', { name: 'Card number' }), '4000000000000002');
    await user.type(screen.getByRole('textbox', { name: 'Expiry' }), '1230');
    await user.type(screen.getByRole('textbox', { name: 'CVC' }), '123');
    await user.click(screen.getByRole('button', { name: 'Pay $20.00' }));

    expect(
      await screen.findByText('Your card was declined. Try another card or contact your bank.'),
    ).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Card number' })).toHaveValue('4000 0000 0000 0002');
    expect(screen.getByRole('textbox', { name: 'Name on card' })).toHaveValue('Sam New');
    expect(screen.getByRole('heading', { name: 'Payment' })).toBeVisible();
  });

  it('with noCreditCard records the plan and completes without asking for a card', async () => {
    const user = userEvent.setup();
    const calls = fakeSignupApi();
    const { history } = renderPortal('/signup?noCreditCard');
    await toPlan(user);
    await acceptTerms(user);
    await user.click(screen.getByRole('button', { name: 'Finish signup' }));
    await waitFor(() => expect(history.location.pathname).toBe('/Signup-Complete'));
    expect(requestsTo(calls, '/api/Payment/UpdateCard')).toHaveLength(0);
    expect(requestsTo(calls, '/api/Account/ChoosePlan')).toHaveLength(1);
    const [complete] = requestsTo(calls, '/api/Registration/RegistrationComplete');
    expect(new URL(complete!.url).searchParams.get('x')).toBe('noCreditCard');
  });

  it('says so when the registration cannot be finished, and finishes it on Finish signup', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    const calls = fakeSignupApi({
      'POST /api/Registration/RegistrationComplete': () => {
        attempts += 1;
        return attempts === 1
          ? { status: 500 }
          : { body: { ...created, registrationStatus: REGISTRATION_STATUS.complete } };
      },
    });
    const { history } = renderPortal('/signup?noCreditCard');
    await toPlan(user);
    await acceptTerms(user);
    await user.click(screen.getByRole('button', { name: 'Finish signup' }));
    expect(await screen.findByText(/Your signup could not be finished/)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Finish signup' }));
    await waitFor(() => expect(history.location.pathname).toBe('/Signup-Complete'));
    const completions = requestsTo(calls, '/api/Registration/RegistrationComplete');
    expect(completions.map((call) => new URL(call.url).searchParams.get('x'))).toEqual([
      'noCreditCard',
      'noCreditCard',
    ]);
  });

  it('resumes at the plan step the server names, with the choices this tab made', async () => {
    const user = userEvent.setup();
    fakeSignupApi();
    renderPortal('/signup');
    await toPlan(user);
    await user.click(screen.getByRole('radio', { name: 'Mail Lite' }));
    cleanup();

    fakeSignupApi({ 'POST /api/account/GetAccount': { body: leftAt('plan') } });
    renderPortal('/signup', { signedInAs: leftAt('plan') });
    expect(await screen.findByRole('heading', { name: 'Choose your plan' })).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Mail Lite' })).toBeChecked();
    expect(screen.queryByRole('textbox', { name: 'Email' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('checkbox', { name: /PO Box 2740/ })).toBeChecked();
  });

  it('resumes at the server’s step in a new tab, whatever a tab kept, and offers sign-out', async () => {
    fakeSignupApi({ 'POST /api/account/GetAccount': { body: leftAt('addresses') } });
    // Another signup's progress in this tab decides nothing.
    saveSignup({ ...NEW_SIGNUP, userCode: 'XX9999', step: 'plan', planId: 1, locationIds: [2] });
    renderPortal('/signup', { signedInAs: leftAt('addresses') });
    expect(await screen.findByRole('heading', { name: 'Choose your addresses' })).toBeVisible();
    expect(screen.getByRole('checkbox', { name: /PO Box 2740/ })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeVisible();
  });

  it('sends a member whose registration is complete to the inbox', async () => {
    fakeSignupApi({ 'POST /api/account/GetAccount': { body: member } });
    const { history } = renderPortal('/signup', { signedInAs: member });
    await waitFor(() => expect(history.location.pathname).not.toBe('/signup'));
    expect(history.location.pathname).toMatch(/^\/Members/);
  });

  it('asks to log in again when the session has ended, with Sign up one link away', async () => {
    fakeSignupApi({ 'POST /api/account/GetAccount': { status: 401 } });
    renderPortal('/signup', { signedInAs: leftAt('plan') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Log In' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
  });

  it('keeps what was typed, but not the passwords, when the page is left before submitting', async () => {
    const user = userEvent.setup();
    fakeSignupApi();
    renderPortal('/signup');
    await fillAccount(user);
    cleanup();

    renderPortal('/signup');
    expect(await screen.findByRole('textbox', { name: 'First name' })).toHaveValue('Sam');
    expect(screen.getByRole('textbox', { name: 'Billing name' })).toHaveValue('Sam New');
    expect(field('Password')).toHaveValue('');
  });
});

describe('the plan step', () => {
  it('shows every plan’s recurring fees and what follows today’s charge, whatever the brand', async () => {
    fakeSignupApi({ 'POST /api/account/GetAccount': { body: leftAt('plan') } });
    renderPortal('/signup', {
      brand: { ...testBrand, showMonthlyCharge: false },
      signedInAs: leftAt('plan'),
    });

    const mailPlus = (await screen.findByRole('radio', { name: 'Mail Plus' })).closest('label')!;
    expect(within(mailPlus).getByText('$19.95 a month')).toBeVisible();
    const storage = (label: string) => within(mailPlus).getByText(label).nextElementSibling;
    expect(storage('Envelope storage after 30 days')).toHaveTextContent('$0.10 a day');
    expect(storage('Parcel storage after 30 days')).toHaveTextContent('$0.50 a day');
    const mailLite = screen.getByRole('radio', { name: 'Mail Lite' }).closest('label')!;
    expect(
      within(mailLite).getByText('Envelope storage after 30 days').nextElementSibling,
    ).toHaveTextContent('Free');
    expect(
      screen.getByText('After today, Mail Plus costs $19.95 a month, taken from your balance.'),
    ).toBeVisible();
  });
});

describe('terms before any charge', () => {
  const atPlan = () => {
    const calls = fakeSignupApi({ 'POST /api/account/GetAccount': { body: leftAt('plan') } });
    renderPortal('/signup', { signedInAs: leftAt('plan') });
    return calls;
  };

  it('refuses to go on until the terms are ticked, and records them before the plan', async () => {
    const user = userEvent.setup();
    const calls = atPlan();
    await user.click(await screen.findByRole('button', { name: 'Continue to payment' }));
    expect(
      screen.getByRole('checkbox', { name: 'I have read and accept the terms' }),
    ).toHaveAccessibleDescription('Accept the terms to continue');
    expect(requestsTo(calls, '/api/Account/ChoosePlan')).toHaveLength(0);
    expect(screen.getByRole('heading', { name: 'Choose your plan' })).toBeVisible();

    await acceptTerms(user);
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByRole('heading', { name: 'Payment' })).toBeVisible();
    const paths = calls.map((call) => new URL(call.url).pathname);
    expect(paths.indexOf('/api/TermsAndConditions/SaveTermsAndConditions')).toBeGreaterThan(-1);
    expect(paths.indexOf('/api/TermsAndConditions/SaveTermsAndConditions')).toBeLessThan(
      paths.indexOf('/api/Account/ChoosePlan'),
    );
  });

  it('shows the full terms in a dialog that keeps the plan chosen, and accepts them there', async () => {
    const user = userEvent.setup();
    atPlan();
    await user.click(await screen.findByRole('radio', { name: 'Mail Lite' }));
    await user.click(screen.getByRole('button', { name: 'Read the terms' }));
    const dialog = await screen.findByRole('dialog', { name: 'Terms and Conditions' });
    expect(within(dialog).getByText(/Prepaid credit is non-refundable/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Accept the terms' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(
      screen.getByRole('checkbox', { name: 'I have read and accept the terms' }),
    ).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Mail Lite' })).toBeChecked();
  });

  it('starts ticked, and records nothing again, when the server holds the member’s acceptance', async () => {
    const user = userEvent.setup();
    const accepted = leftAt('plan', { termsAndConditionsSigned: true });
    const calls = fakeSignupApi({ 'POST /api/account/GetAccount': { body: accepted } });
    renderPortal('/signup', { signedInAs: accepted });
    expect(
      await screen.findByRole('checkbox', { name: 'I have read and accept the terms' }),
    ).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByRole('heading', { name: 'Payment' })).toBeVisible();
    expect(requestsTo(calls, '/api/TermsAndConditions/SaveTermsAndConditions')).toHaveLength(0);
  });
});

describe('/ landing page', () => {
  it('shows the public plans with prices, the locations by state and the ways in', async () => {
    fakeSignupApi({
      'GET /api/Plan/GetAll': {
        body: [...plans, { ...plans[0]!, planId: 9, planName: 'Staff', public: false }],
      },
    });
    renderPortal('/');
    expect(await screen.findByRole('heading', { name: 'Mail Lite' })).toBeVisible();
    expect(screen.getByText('$9.95 a month')).toBeVisible();
    expect(screen.getByText('One-off setup fee $19.95')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Staff' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'VIC' })).toBeVisible();
    expect(screen.getByText('Suite 12, 456 Collins Street')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Why we verify your identity' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/Login');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
  });

  it('shows every recurring fee even where the brand hides the settings’ monthly charge', async () => {
    fakeSignupApi();
    renderPortal('/', { brand: { ...testBrand, showMonthlyCharge: false } });

    const mailPlus = (await screen.findByRole('heading', { name: 'Mail Plus' })).closest('li')!;
    expect(within(mailPlus).getByText('$19.95 a month')).toBeVisible();
    expect(within(mailPlus).getByText('No setup fee')).toBeVisible();
    expect(within(mailPlus).getByText('Envelope storage after 30 days: $0.10 a day')).toBeVisible();
    expect(within(mailPlus).getByText('Parcel storage after 30 days: $0.50 a day')).toBeVisible();
    // Mail Lite charges nothing for storage: "Free", never "$0.00 a day".
    const mailLite = screen.getByRole('heading', { name: 'Mail Lite' }).closest('li')!;
    expect(within(mailLite).getByText('Envelope storage after 30 days: Free')).toBeVisible();
    expect(screen.queryByText(/\$0\.00 a day/)).toBeNull();
  });

  it('ends in a footer naming the business, with support, terms and the language', async () => {
    const user = userEvent.setup();
    fakeSignupApi({ 'GET /api/Payment/Config': { body: sandboxPaymentConfig } });
    renderPortal('/');
    expect(
      await screen.findByText(
        'Test Mail Services Pty Ltd · ABN 00 000 000 000 · 1 Test Street, Sydney NSW 2000',
      ),
    ).toBeVisible();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Contact support' })).toHaveAttribute(
      'href',
      'mailto:support@test.example',
    );
    expect(within(footer).getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute(
      'href',
      '/terms',
    );
    await user.selectOptions(within(footer).getByRole('combobox', { name: 'Language' }), 'jp');
    expect(await screen.findByRole('link', { name: 'ログイン' })).toBeVisible();
    document.cookie = 'locale=; Max-Age=0; Path=/';
  });

  it('says so when the plans cannot be loaded, and still offers the ways in', async () => {
    fakeSignupApi({ 'GET /api/Plan/GetAll': { status: 500 } });
    renderPortal('/');
    expect(await screen.findByText(/Plans and locations can't be shown right now/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sign up' })).toBeVisible();
  });
});
