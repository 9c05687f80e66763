import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Account } from '#shared/session.ts';
import { addresses, domesticQuote, member } from '#testing/fixtures.ts';
import { fakeMembersApi, renderPortal, type FakeAnswer } from '#testing/render-portal.tsx';

const MAIL_IDS = [1042, 1043];

/** The portal at the inbox, then the inbox's hand-over of two items to the wizard (§2). */
async function openWizard(account: Account = member) {
  const view = renderPortal('/Members/', { signedInAs: account });
  view.history.push('/Members/Forward', { forwardMailIds: MAIL_IDS });
  // The heading shows while the wizard loads too; the count comes with the wizard.
  await screen.findByText('2 items to forward');
  return view;
}

function fakeForwardApi(overrides: Record<string, unknown> = {}, account: Account = member) {
  return fakeMembersApi({
    'POST /api/account/GetAccount': { body: account },
    'GET /api/Address': { body: addresses },
    'POST /api/forward/Calculate': { body: domesticQuote },
    'POST /api/forward/create': { body: { forwardId: 900, charged: 5.9, balance: 81.5 } },
    ...overrides,
  });
}

const summary = () => within(screen.getByRole('complementary', { name: 'Summary' }));

/** Moves on from the service step to the review, which shows before anything is sent. */
async function toReview(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Next' }));
  return within(await screen.findByRole('region', { name: 'Review' }));
}

/** Chooses the first domestic address and moves on to the services. */
async function toServices(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(
    await screen.findByRole('combobox', { name: 'Deliver to' }),
    'Alexandra Montgomery-Smythe, 8 Harbour Road, Hamilton QLD 4007',
  );
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByRole('radio', { name: /Regular letter/ });
}

const requestsTo = (calls: Request[], path: string) =>
  calls.filter((call) => new URL(call.url).pathname === path);

beforeEach(() => sessionStorage.clear());
afterEach(() => cleanup());

describe('/Members/Forward', () => {
  it('returns to the inbox when no mail was handed over (§2)', async () => {
    fakeForwardApi();
    const { history } = renderPortal('/Members/Forward', { signedInAs: member });
    await screen.findByRole('heading', { level: 1, name: 'Inbox' });
    expect(history.location.pathname).toBe('/Members');
  });

  it('sends a domestic letter forward: address, service with options, review, Send, sent', async () => {
    const user = userEvent.setup();
    const calls = fakeForwardApi();
    await openWizard();

    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await toServices(user);

    // Every carrier's services by ascending price, with the brand's fee (showOurFee is on).
    const services = screen.getAllByRole('radio').map((radio) => radio.closest('li')?.textContent);
    expect(
      services.map(
        (text) =>
          /^(Regular letter|Express Post letter|DHL Express Domestic)/.exec(text ?? '')?.[0],
      ),
    ).toEqual(['Regular letter', 'Express Post letter', 'DHL Express Domestic']);
    expect(services[0]).toContain('Product fee $2.50');
    expect(services[0]).toContain('Forward cost $3.40');
    expect(screen.getByText(/Prices are indicative/)).toBeVisible();

    await user.click(screen.getByRole('radio', { name: /Regular letter/ }));
    // The standard option is not offered as a feature; a ticked one joins the total live.
    expect(screen.queryByRole('checkbox', { name: /Standard/ })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Registered post (+$4.20)' }));
    await user.type(screen.getByLabelText('Forward notes'), 'Keep them together');
    expect(summary().getByText('$10.10')).toBeVisible();
    expect(summary().getByText('Balance after this forward').nextSibling).toHaveTextContent(
      '$77.30',
    );

    // Domestic letters need no customs form, but nothing is sent before the review (issue 36).
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
    const review = await toReview(user);
    expect(requestsTo(calls, '/api/forward/create')).toHaveLength(0);
    const fact = (label: string) => review.getByText(label, { selector: 'dt' }).nextSibling;
    expect(fact('Items')).toHaveTextContent('2 items');
    expect(fact('Deliver to')).toHaveTextContent(
      'Alexandra Montgomery-Smythe8 Harbour RoadHamilton QLD 4007',
    );
    expect(fact('Service')).toHaveTextContent('Regular letter');
    expect(fact('Service')).toHaveTextContent('Registered post');
    expect(fact('Forward notes')).toHaveTextContent('Keep them together');
    expect(fact('Balance after this forward')).toHaveTextContent('$77.30');
    // The total is the last line before the buttons, so on a phone it sits right above Send.
    const total = review.getByText('Total', { selector: 'dt' }).parentElement!;
    expect(total).toHaveTextContent('$10.10');
    expect(total.parentElement?.nextElementSibling).toContainElement(
      review.getByRole('button', { name: 'Send' }),
    );
    expect(total.nextElementSibling).toBeNull();

    await user.dblClick(review.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Your mail will be posted within 1 business day')).toBeVisible();
    // A double click sends once.
    expect(requestsTo(calls, '/api/forward/create')).toHaveLength(1);

    const [create] = requestsTo(calls, '/api/forward/create');
    expect(create?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(await create?.json()).toEqual({
      addressId: 205,
      mailIds: MAIL_IDS,
      service: 'Regular letter',
      serviceCode: 'AUS_LETTER_REGULAR',
      options: ['AUS_SERVICE_OPTION_REGISTERED'],
      productFee: 2.5,
      ausPostFee: 3.4,
      forwardLog: 'Keep them together',
      customForm: null,
    });
  });

  it('keeps International closed until photo ID is verified, and says why (§6)', async () => {
    const unverified = { ...member, idVerified: false };
    fakeForwardApi({}, unverified);
    await openWizard(unverified);

    const international = screen.getByRole('tab', { name: 'International' });
    expect(international).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('link', { name: 'Verify your identity' })).toHaveAttribute(
      'href',
      '/Members/Account/Verification',
    );
  });

  it('keeps International closed while the photo ID awaits its human check', async () => {
    const pending = { ...member, idVerified: false, idPending: true, smsVerified: false };
    fakeForwardApi({}, pending);
    await openWizard(pending);

    expect(screen.getByRole('tab', { name: 'International' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getByRole('tab', { name: 'Domestic' })).not.toHaveAttribute('aria-disabled');
  });

  it('opens International in a wizard kept from before staff approved the photo ID', async () => {
    const pending = { ...member, idVerified: false, idPending: true, smsVerified: false };
    fakeForwardApi({}, pending);
    await openWizard(pending);
    cleanup();

    // The same tab comes back to the same mail once the ID is approved (a refresh, or Back).
    fakeForwardApi({}, member);
    await openWizard(member);
    expect(screen.getByRole('tab', { name: 'International' })).not.toHaveAttribute('aria-disabled');
  });

  it('asks for the customs declaration of a parcel, by the rules of §5', async () => {
    const user = userEvent.setup();
    const calls = fakeForwardApi();
    await openWizard();
    await toServices(user);
    await user.click(screen.getByRole('radio', { name: /Express Domestic/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await screen.findByLabelText('What is it?');
    // A parcel's declaration asks about the parcel.
    expect(screen.getByText('Does the parcel contain dangerous goods?')).toBeVisible();
    // Next shows only once the declaration is confirmed accurate.
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    await user.click(screen.getByLabelText('I confirm this declaration is accurate and complete'));
    await user.type(screen.getByLabelText('Value of one unit (AUD)'), '12.34567');
    await user.selectOptions(screen.getByLabelText('Why are you sending it?'), 'Other');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByText('You must include a description')).toBeVisible();
    expect(screen.getByText('Enter a value in digits, with up to 4 decimals')).toBeVisible();
    expect(screen.getByLabelText('Your reason')).toBeVisible();
    expect(screen.getByLabelText('No')).toBeChecked();
    expect(screen.getByLabelText('Return to Sender')).toBeChecked();
    expect(requestsTo(calls, '/api/forward/create')).toHaveLength(0);

    await user.type(screen.getByLabelText('What is it?'), 'Printed catalogues');
    await user.clear(screen.getByLabelText('Value of one unit (AUD)'));
    await user.type(screen.getByLabelText('Value of one unit (AUD)'), '12.5');
    await user.type(screen.getByLabelText('Your reason'), 'Trade show samples');
    const review = await toReview(user);
    expect(review.getByText('Declared contents', { selector: 'dt' }).nextSibling).toHaveTextContent(
      'Printed catalogues',
    );
    await user.click(review.getByRole('button', { name: 'Send' }));
    await screen.findByText('Your mail will be posted within 1 business day');

    const body = await requestsTo(calls, '/api/forward/create')[0]?.json();
    expect(body.customForm).toEqual({
      whatIsIt: 'Printed catalogues',
      unitValue: '12.5',
      whyAreYouSending: 'Other',
      otherReason: 'Trade show samples',
      doesParcelContainDangerous: false,
      whatIfParcelCantBeDelivered: 'Return to Sender',
      forwardId: 0,
    });
  });

  it('shows §8 when the card is declined, and Try again is a new attempt with a new key', async () => {
    const user = userEvent.setup();
    let answers: FakeAnswer[] = [
      {
        status: 402,
        body: {
          code: 'insufficient_funds',
          detail:
            'Your account has insufficient funds and there was an error charging your credit card. Your card was declined.',
        },
      },
      { body: { forwardId: 900, charged: 5.9, balance: 44.1 } },
    ];
    const short = { ...member, balance: 2 };
    const calls = fakeForwardApi(
      {
        'POST /api/forward/create': () => {
          const [next, ...rest] = answers;
          answers = rest;
          return next as FakeAnswer;
        },
      },
      short,
    );
    await openWizard(short);
    await toServices(user);
    await user.click(screen.getByRole('radio', { name: /Regular letter/ }));
    // Before Send: the balance is short, so the card on file will be charged the auto top-up.
    expect(summary().getByText(/your card on file will be charged \$50\.00/)).toBeVisible();
    const review = await toReview(user);
    expect(review.getByText(/your card on file will be charged \$50\.00/)).toBeVisible();
    await user.click(review.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText(/Your account has insufficient funds/)).toBeVisible();
    // The card's reason comes in English only, so it stays out of the translated sentence.
    expect(screen.queryByText(/Your card was declined/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Update payment method' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Make a manual payment' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('Your mail will be posted within 1 business day');

    const keys = requestsTo(calls, '/api/forward/create').map((call) =>
      call.headers.get('Idempotency-Key'),
    );
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('pays the shortfall once by a manual payment, leaving the auto top-up amount alone', async () => {
    const user = userEvent.setup();
    const short = { ...member, balance: 2 };
    const calls = fakeForwardApi(
      {
        'POST /api/forward/create': {
          status: 402,
          body: { code: 'insufficient_funds', detail: 'Your card was declined.' },
        },
        'POST /api/Payment/UpdateCard': { body: true },
      },
      short,
    );
    await openWizard(short);
    await toServices(user);
    await user.click(screen.getByRole('radio', { name: /Regular letter/ }));
    await user.click((await toReview(user)).getByRole('button', { name: 'Send' }));
    await user.click(await screen.findByRole('button', { name: 'Make a manual payment' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.type(dialog.getByLabelText('Name on card'), 'Alex Chen');
    await user.type(dialog.getByLabelText('Card number'), '4242424242424242');
    await user.type(dialog.getByLabelText('Expiry'), '1239');
    await user.type(dialog.getByLabelText('CVC'), '123');
    await user.click(dialog.getByRole('button', { name: 'Pay $20.00' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [payment] = requestsTo(calls, '/api/Payment/UpdateCard');
    expect(await payment?.json()).toMatchObject({ chargeNow: true, chargeAmount: 20 });
  });

  it('sends again with the same key when no answer came, so it is charged once', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    const calls = fakeForwardApi({
      'POST /api/forward/create': () => {
        attempts += 1;
        if (attempts === 1) throw new TypeError('Failed to fetch');
        return { body: { forwardId: 900, charged: 5.9, balance: 81.5 } };
      },
    });
    await openWizard();
    await toServices(user);
    await user.click(screen.getByRole('radio', { name: /Regular letter/ }));
    await user.click((await toReview(user)).getByRole('button', { name: 'Send' }));
    await screen.findByText(
      'Your mail will be posted within 1 business day',
      {},
      { timeout: 3000 },
    );

    const keys = requestsTo(calls, '/api/forward/create').map((call) =>
      call.headers.get('Idempotency-Key'),
    );
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it('sends once from the click, and a page reloaded while sending asks again under the same key', async () => {
    const user = userEvent.setup();
    let answer = (_: FakeAnswer) => {};
    const calls = fakeForwardApi({
      'POST /api/forward/create': () =>
        new Promise<FakeAnswer>((resolve) => {
          answer = resolve;
        }),
    });
    const { history, unmount } = await openWizard();
    await toServices(user);
    await user.click(screen.getByRole('radio', { name: /Regular letter/ }));
    await user.click((await toReview(user)).getByRole('button', { name: 'Send' }));
    expect(await screen.findAllByText(/^Creating transaction/)).not.toHaveLength(0);
    expect(requestsTo(calls, '/api/forward/create')).toHaveLength(1);

    // The answer is lost with the page; the reloaded one sends the same attempt again.
    const { pathname, search } = history.location;
    unmount();
    renderPortal(pathname + search, { signedInAs: member });
    await waitFor(() => expect(requestsTo(calls, '/api/forward/create')).toHaveLength(2));
    answer({ body: { forwardId: 900, charged: 5.9, balance: 81.5 } });
    expect(await screen.findByText('Your mail will be posted within 1 business day')).toBeVisible();
    const [sent, resent] = requestsTo(calls, '/api/forward/create');
    expect(resent!.headers.get('Idempotency-Key')).toBe(sent!.headers.get('Idempotency-Key'));
  });

  it('tells before Send when neither the balance nor a card can pay, and holds Send', async () => {
    const user = userEvent.setup();
    const broke = { ...member, balance: 2, autoTopUpAmount: null };
    fakeForwardApi({}, broke);
    await openWizard(broke);
    await toServices(user);
    await user.click(screen.getByRole('radio', { name: /Regular letter/ }));

    expect(summary().getByText(/Your balance of \$2\.00 is \$3\.90 short/)).toBeVisible();
    const review = await toReview(user);
    expect(review.getByText(/Your balance of \$2\.00 is \$3\.90 short/)).toBeVisible();
    expect(review.getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  it('offers Add an address in plain sight when there is no saved address', async () => {
    const user = userEvent.setup();
    fakeForwardApi({ 'GET /api/Address': { body: [] } });
    await openWizard();

    expect(await screen.findByText('You have no saved domestic addresses yet')).toBeVisible();
    expect(screen.queryByRole('combobox', { name: 'Deliver to' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add an address' }));
    expect(await screen.findByRole('dialog')).toBeVisible();
  });

  it('goes back one step with Back and with the browser, and keeps the step over a refresh', async () => {
    const user = userEvent.setup();
    fakeForwardApi();
    const { history, unmount } = await openWizard();
    await toServices(user);
    await user.click(screen.getByRole('radio', { name: /Express Post/ }));

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('combobox', { name: 'Deliver to' })).toHaveValue('205');
    history.forward();
    expect(await screen.findByRole('radio', { name: /Express Post/ })).toBeChecked();
    history.back();
    await screen.findByRole('combobox', { name: 'Deliver to' });
    history.forward();
    await screen.findByRole('radio', { name: /Express Post/ });

    // A refresh: the same address, a new app; the step and the choice come back.
    const { pathname, search } = history.location;
    unmount();
    renderPortal(pathname + search, { signedInAs: member });
    expect(await screen.findByRole('radio', { name: /Express Post/ })).toBeChecked();

    // Back from the first step leaves for the inbox.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible(),
    );
  });
});

describe('/Members/Forward in Japanese', () => {
  it('names every service, delivery time and option in Japanese, carrier brands as they are', async () => {
    const user = userEvent.setup();
    const account: Account = { ...member, language: 'jp' };
    fakeForwardApi({}, account);
    const view = renderPortal('/Members/', { signedInAs: account, locale: 'jp' });
    view.history.push('/Members/Forward', { forwardMailIds: MAIL_IDS });
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'お届け先' }),
      'Alexandra Montgomery-Smythe, 8 Harbour Road, Hamilton QLD 4007',
    );
    await user.click(screen.getByRole('button', { name: '次へ' }));
    const regular = await screen.findByRole('radio', { name: /普通郵便（手紙）/ });

    const services = screen.getAllByRole('radio').map((radio) => radio.closest('li')?.textContent);
    expect(services[0]).toContain('普通郵便（手紙）');
    expect(services[0]).toContain('Australia Post · 2〜5営業日');
    expect(services[1]).toContain('速達（手紙）');
    expect(services[1]).toContain('翌営業日');
    expect(services[2]).toContain('DHL Express国内便');
    await user.click(regular);
    expect(screen.getByRole('checkbox', { name: '書留（+A$4.20）' })).toBeVisible();
    const jpSummary = within(screen.getByRole('complementary', { name: '概要' }));
    expect(jpSummary.getByText('普通郵便（手紙）')).toBeVisible();

    // No word of the carriers' English is left but their brand names.
    const shown = screen.getByRole('main').textContent ?? '';
    for (const english of ['Regular letter', 'Express Post', 'business day', 'Registered post']) {
      expect(shown).not.toContain(english);
    }
  });
});
