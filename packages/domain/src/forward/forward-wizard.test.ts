import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { newCustomForm, validateCustomForm, type CustomForm } from './custom-form.ts';
import { needsCustomForm, type CarrierQuote } from './forward-services.ts';
import {
  canGoNext,
  forwardWizard,
  startForwardWizard,
  type ForwardWizardEvent,
  type ForwardWizardState,
  type ForwardWizardStep,
  type ServiceChoice,
} from './forward-wizard.ts';

const letters: CarrierQuote = {
  forwardingCompany: 'Australia Post',
  isDomestic: true,
  isParcel: false,
  services: [
    {
      name: 'Express',
      code: 'EXP',
      text: { key: 'carrier.service.EXP', values: {} },
      price: 1250,
      forwardFee: 500,
      deliveryTimes: '1-2 days',
      deliveryTime: { key: 'carrier.days', values: { min: 1, max: 2 } },
      options: [
        {
          code: 'SIG',
          name: 'Signature on delivery',
          text: { key: 'carrier.option.SIG', values: {} },
          price: 300,
        },
      ],
    },
    {
      name: 'Regular',
      code: 'REG',
      text: { key: 'carrier.service.REG', values: {} },
      price: 310,
      forwardFee: 500,
      deliveryTimes: '3-5 days',
      deliveryTime: { key: 'carrier.days', values: { min: 3, max: 5 } },
      options: [],
    },
  ],
};
const parcels: CarrierQuote = {
  forwardingCompany: 'Courier Co',
  isDomestic: true,
  isParcel: true,
  services: [
    {
      name: 'Road',
      code: 'REG',
      text: { key: 'carrier.service.REG', values: {} },
      price: 900,
      forwardFee: 300,
      deliveryTimes: '2 days',
      deliveryTime: { key: 'carrier.days', values: { min: 2, max: 2 } },
      options: [],
    },
  ],
};
const overseas: CarrierQuote = { ...letters, forwardingCompany: 'Air Mail', isDomestic: false };

const declaration: CustomForm = {
  ...newCustomForm(),
  whatIsIt: 'Letters',
  unitValue: '0',
  whyAreYouSending: 'Documents',
};

const home = { addressId: 11, domestic: true };
const abroad = { addressId: 12, domestic: false };

function run(state: ForwardWizardState, ...events: ForwardWizardEvent[]): ForwardWizardState {
  return events.reduce(forwardWizard, state);
}

/** Asserts the wizard is on `step` and narrows the state to it. */
function inStep<S extends ForwardWizardStep>(
  state: ForwardWizardState,
  step: S,
): Extract<ForwardWizardState, { step: S }> {
  expect(state.step).toBe(step);
  return state as Extract<ForwardWizardState, { step: S }>;
}

const start = (idVerified = true) => startForwardWizard({ mailIds: [1, 2], idVerified });

function pick(quote: CarrierQuote, index = 0, optionCodes: string[] = []): ServiceChoice {
  const service = quote.services[index]!;
  return {
    service: {
      ...service,
      forwardingCompany: quote.forwardingCompany,
      isDomestic: quote.isDomestic,
      isParcel: quote.isParcel,
      total: 0,
    },
    optionCodes,
    notes: 'Leave at the door',
  };
}

/** The wizard on serviceSelect with the calculation loaded. */
function atServices(address = home, quotes = [letters, parcels]) {
  return run(
    start(),
    ...(address.domestic ? [] : [{ type: 'chooseTab', tab: 'international' } as const]),
    { type: 'selectAddress', address },
    { type: 'next' },
    { type: 'servicesLoaded', quotes },
  );
}

describe('§2/§4 forward wizard', () => {
  it('§2 forward: with no mail selected the wizard is left for /Members', () => {
    expect(startForwardWizard({ mailIds: [], idVerified: true })).toEqual({ step: 'left' });
  });

  it('§5 forward: Next is disabled on the address step until an address is selected', () => {
    const state = start();
    expect(canGoNext(state)).toBe(false);
    expect(forwardWizard(state, { type: 'next' })).toBe(state);
    const chosen = forwardWizard(state, { type: 'selectAddress', address: home });
    expect(canGoNext(chosen)).toBe(true);
    expect(canGoNext(forwardWizard(chosen, { type: 'selectAddress', address: null }))).toBe(false);
  });

  it('§5 forward: the International tab needs idVerified', () => {
    const unverified = start(false);
    expect(forwardWizard(unverified, { type: 'chooseTab', tab: 'international' })).toBe(unverified);
    const verified = run(start(), { type: 'chooseTab', tab: 'international' });
    expect(verified).toMatchObject({ step: 'selectAddress', tab: 'international' });
  });

  it('§2 forward: an address must belong to the tab it is picked on; switching tab clears it', () => {
    const domestic = start();
    expect(forwardWizard(domestic, { type: 'selectAddress', address: abroad })).toBe(domestic);
    const picked = run(domestic, { type: 'selectAddress', address: home });
    expect(forwardWizard(picked, { type: 'chooseTab', tab: 'domestic' })).toBe(picked);
    expect(run(picked, { type: 'chooseTab', tab: 'international' })).toMatchObject({
      address: null,
    });
  });

  it('§2 forward: services load sorted and Next waits for a choice', () => {
    const state = atServices();
    expect(inStep(state, 'serviceSelect').services?.map((s) => s.name)).toEqual([
      'Regular',
      'Road',
      'Express',
    ]);
    expect(canGoNext(state)).toBe(false);
    expect(forwardWizard(state, { type: 'next' })).toBe(state);
  });

  it('§4 forward: a domestic letter service skips the custom form and goes to the review', () => {
    const review = run(
      atServices(),
      { type: 'chooseService', choice: pick(letters, 0, ['SIG', 'NOT-OFFERED']) },
      { type: 'next' },
    );
    expect(review).toMatchObject({
      step: 'review',
      request: {
        addressId: 11,
        mailIds: [1, 2],
        service: 'Express',
        serviceCode: 'EXP',
        options: ['SIG'],
        productFee: 500,
        ausPostFee: 1250,
        forwardLog: 'Leave at the door',
        customForm: null,
      },
    });
  });

  it('§4 forward: a parcel service goes through the custom form', () => {
    const state = run(
      atServices(),
      { type: 'chooseService', choice: pick(parcels) },
      { type: 'next' },
    );
    expect(state).toMatchObject({ step: 'customForm', form: newCustomForm() });
  });

  it('§4 forward: an international service goes through the custom form', () => {
    const state = run(
      atServices(abroad, [overseas]),
      { type: 'chooseService', choice: pick(overseas, 1) },
      { type: 'next' },
    );
    expect(state.step).toBe('customForm');
  });

  it('§5 forward: the declaration is sent only when valid and confirmed as accurate', () => {
    const form = run(
      atServices(),
      { type: 'chooseService', choice: pick(parcels) },
      { type: 'next' },
    );
    const invalid = { ...declaration, whatIsIt: '' };
    expect(
      forwardWizard(form, { type: 'submitCustomForm', form: invalid, accuracyConfirmed: true }),
    ).toBe(form);
    expect(
      forwardWizard(form, {
        type: 'submitCustomForm',
        form: declaration,
        accuracyConfirmed: false,
      }),
    ).toBe(form);
    const review = forwardWizard(form, {
      type: 'submitCustomForm',
      form: declaration,
      accuracyConfirmed: true,
    });
    expect(review).toMatchObject({ step: 'review', request: { customForm: declaration } });
  });

  it('issue 36 forward: nothing is sent before the review, whose Send sends its request', () => {
    const review = run(
      atServices(),
      { type: 'chooseService', choice: pick(letters) },
      { type: 'next' },
    );
    expect(forwardWizard(review, { type: 'next' })).toBe(review);
    expect(forwardWizard(review, { type: 'tryAgain' })).toBe(review);
    const sending = inStep(forwardWizard(review, { type: 'send' }), 'sending');
    expect(sending.request).toBe(inStep(review, 'review').request);
  });

  it('issue 36 forward: Back from the review returns to the step that made the request', () => {
    const services = run(atServices(), { type: 'chooseService', choice: pick(letters) });
    const review = forwardWizard(services, { type: 'next' });
    expect(forwardWizard(review, { type: 'back' })).toEqual(services);
    const failed = run(review, { type: 'send' }, { type: 'sendFailed' });
    expect(forwardWizard(failed, { type: 'back' })).toEqual(review);
  });

  it('§2 forward: a service not in the calculation cannot be chosen', () => {
    const state = atServices();
    const stranger = { ...pick(letters), service: { ...pick(letters).service, code: 'NOPE' } };
    expect(forwardWizard(state, { type: 'chooseService', choice: stranger })).toBe(state);
    const loading = run(start(), { type: 'selectAddress', address: home }, { type: 'next' });
    expect(forwardWizard(loading, { type: 'chooseService', choice: pick(letters) })).toBe(loading);
  });

  it('§4 forward: sending ends in sent or error, and cannot be left midway', () => {
    const sending = run(
      atServices(),
      { type: 'chooseService', choice: pick(letters) },
      { type: 'next' },
      { type: 'send' },
    );
    expect(forwardWizard(sending, { type: 'back' })).toBe(sending);
    expect(forwardWizard(sending, { type: 'sendSucceeded' })).toEqual({ step: 'sent' });
    expect(forwardWizard(sending, { type: 'sendFailed' }).step).toBe('error');
  });

  it('§4 forward: Try again resubmits the same request', () => {
    const sending = run(
      atServices(),
      { type: 'chooseService', choice: pick(letters) },
      { type: 'next' },
      { type: 'send' },
    );
    const failed = forwardWizard(sending, { type: 'sendFailed' });
    const retried = inStep(forwardWizard(failed, { type: 'tryAgain' }), 'sending');
    expect(retried.request).toBe(inStep(sending, 'sending').request);
    expect(forwardWizard(failed, { type: 'next' })).toBe(failed);
  });

  it('§2 forward: Back moves one step at a time and leaves from the first step', () => {
    const form = run(
      atServices(),
      { type: 'chooseService', choice: pick(parcels) },
      { type: 'next' },
    );
    const services = forwardWizard(form, { type: 'back' });
    expect(services).toMatchObject({
      step: 'serviceSelect',
      choice: { service: { forwardingCompany: 'Courier Co', code: 'REG' } },
    });
    const address = forwardWizard(services, { type: 'back' });
    expect(address).toMatchObject({ step: 'selectAddress', tab: 'domestic', address: home });
    expect(forwardWizard(address, { type: 'back' })).toEqual({ step: 'left' });
  });

  it('§2 forward: Back from an international service returns to the International tab', () => {
    const state = run(atServices(abroad, [overseas]), { type: 'back' });
    expect(state).toMatchObject({ step: 'selectAddress', tab: 'international', address: abroad });
  });

  it('§2 forward: Back from the error returns to the review, then to the declaration kept', () => {
    const form = run(
      atServices(),
      { type: 'chooseService', choice: pick(parcels) },
      { type: 'next' },
    );
    const failed = run(
      form,
      { type: 'submitCustomForm', form: declaration, accuracyConfirmed: true },
      { type: 'send' },
      { type: 'sendFailed' },
    );
    const review = forwardWizard(failed, { type: 'back' });
    expect(review.step).toBe('review');
    expect(forwardWizard(review, { type: 'back' })).toMatchObject({
      step: 'customForm',
      form: declaration,
    });
  });

  it('§2 forward: Back to inbox from sent leaves the wizard, which then stays closed', () => {
    const left = forwardWizard({ step: 'sent' }, { type: 'back' });
    expect(left).toEqual({ step: 'left' });
    expect(forwardWizard(left, { type: 'next' })).toBe(left);
    const sent = { step: 'sent' } as const;
    expect(forwardWizard(sent, { type: 'tryAgain' })).toBe(sent);
  });

  it('§2 forward: events that do not belong to a step change nothing', () => {
    const address = start();
    const services = atServices();
    const form = run(services, { type: 'chooseService', choice: pick(parcels) }, { type: 'next' });
    expect(forwardWizard(address, { type: 'sendSucceeded' })).toBe(address);
    expect(forwardWizard(services, { type: 'tryAgain' })).toBe(services);
    expect(forwardWizard(form, { type: 'next' })).toBe(form);
  });
});

describe('§4 forward wizard never reaches a step the rules forbid', () => {
  const quoteArbitrary = fc.record({
    forwardingCompany: fc.constantFrom('Australia Post', 'Courier Co', 'Air Mail'),
    isDomestic: fc.boolean(),
    isParcel: fc.boolean(),
    services: fc.array(
      fc.record({
        name: fc.constantFrom('Express', 'Regular', 'Road'),
        code: fc.constantFrom('EXP', 'REG'),
        text: fc.constant({ key: 'carrier.service', values: {} }),
        price: fc.nat(50_000),
        forwardFee: fc.nat(5_000),
        deliveryTimes: fc.constant('2 days'),
        deliveryTime: fc.constant({ key: 'carrier.days', values: { min: 2, max: 2 } }),
        options: fc.array(
          fc.record({
            code: fc.constantFrom('SIG', 'INS'),
            name: fc.string(),
            text: fc.constant({ key: 'carrier.option', values: {} }),
            price: fc.nat(900),
          }),
          { maxLength: 2 },
        ),
      }),
      { minLength: 1, maxLength: 3 },
    ),
  });
  const optionCodes = fc.array(fc.constantFrom('SIG', 'INS', 'XYZ'), { maxLength: 3 });

  /**
   * Moves a member could make, some of them read against the wizard's state so that runs get deep
   * (picking an address on the tab shown, a service from the list shown) and some blind, as a
   * tampered or stale screen would send them.
   */
  type Move =
    | ForwardWizardEvent
    | { type: 'pickOnTab'; addressId: number }
    | { type: 'pickOffered'; index: number; optionCodes: string[]; notes: string };

  /** Weighted towards moving forward so runs reach every step; Back and blind moves stay in. */
  const moveArbitrary: fc.Arbitrary<Move> = fc.oneof(
    fc.record({
      type: fc.constant('chooseTab'),
      tab: fc.constantFrom('domestic', 'international'),
    }),
    fc.record({
      type: fc.constant('selectAddress'),
      address: fc.option(fc.record({ addressId: fc.nat(99), domestic: fc.boolean() })),
    }),
    { arbitrary: fc.record({ type: fc.constant('pickOnTab'), addressId: fc.nat(99) }), weight: 4 },
    { arbitrary: fc.constant({ type: 'next' }), weight: 6 },
    {
      arbitrary: fc.record({
        type: fc.constant('servicesLoaded'),
        quotes: fc.array(quoteArbitrary, { minLength: 1, maxLength: 3 }),
      }),
      weight: 3,
    },
    {
      arbitrary: fc.record({
        type: fc.constant('pickOffered'),
        index: fc.nat(8),
        optionCodes,
        notes: fc.string(),
      }),
      weight: 4,
    },
    fc.record({
      type: fc.constant('chooseService'),
      choice: fc.record({
        service: quoteArbitrary.map((quote) => ({
          ...quote.services[0]!,
          forwardingCompany: quote.forwardingCompany,
          isDomestic: quote.isDomestic,
          isParcel: quote.isParcel,
          total: 0,
        })),
        optionCodes,
        notes: fc.string(),
      }),
    }),
    {
      arbitrary: fc.record({
        type: fc.constant('submitCustomForm'),
        form: fc.constantFrom(declaration, newCustomForm(), {
          ...declaration,
          unitValue: '1.23456',
        }),
        accuracyConfirmed: fc.boolean(),
      }),
      weight: 4,
    },
    {
      arbitrary: fc.constantFrom<ForwardWizardEvent>(
        { type: 'sendSucceeded' },
        { type: 'sendFailed' },
        { type: 'sendFailed' },
        { type: 'tryAgain' },
      ),
      weight: 3,
    },
    { arbitrary: fc.constant<ForwardWizardEvent>({ type: 'send' }), weight: 3 },
    fc.constant<ForwardWizardEvent>({ type: 'back' }),
  );

  function eventFor(state: ForwardWizardState, move: Move): ForwardWizardEvent {
    if (move.type === 'pickOnTab') {
      const domestic = state.step !== 'selectAddress' || state.tab === 'domestic';
      return { type: 'selectAddress', address: { addressId: move.addressId, domestic } };
    }
    if (move.type === 'pickOffered') {
      const offered = state.step === 'serviceSelect' ? state.services : null;
      const service = offered?.[move.index % offered.length] ?? pick(letters).service;
      return { type: 'chooseService', choice: { ...move, service } };
    }
    return move;
  }

  it('§4 forward: every reachable state obeys the address, service, declaration and sending rules (property)', () => {
    const stepsReached = new Set<string>();
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.array(moveArbitrary, { minLength: 15, maxLength: 80 }),
        (idVerified, moves) => {
          let state = startForwardWizard({ mailIds: [5, 6], idVerified });
          for (const move of moves) {
            const before = state;
            state = forwardWizard(state, eventFor(state, move));
            stepsReached.add(state.step);
            const address = 'address' in state ? state.address : null;
            if (address && !address.domestic) expect(idVerified).toBe(true);
            if (state.step === 'selectAddress') {
              if (state.tab === 'international') expect(idVerified).toBe(true);
              if (address) expect(address.domestic).toBe(state.tab === 'domestic');
            }
            if (state.step === 'serviceSelect' && state.choice) {
              expect(state.services).toContain(state.choice.service);
              const offered = state.choice.service.options.map((option) => option.code);
              for (const code of state.choice.optionCodes) expect(offered).toContain(code);
            }
            if (state.step === 'customForm')
              expect(needsCustomForm(state.choice.service)).toBe(true);
            if (state.step === 'review' || state.step === 'sending' || state.step === 'error') {
              const { request, previous } = state;
              expect(request.mailIds).toEqual([5, 6]);
              expect(request.customForm !== null).toBe(needsCustomForm(previous.choice.service));
              if (request.customForm) expect(validateCustomForm(request.customForm)).toEqual({});
            }
            if (state.step === 'sent') expect(['sending', 'sent']).toContain(before.step);
            if (state.step === 'error') expect(['sending', 'error']).toContain(before.step);
            // Only the review's Send (or Try again) sends, and always the request reviewed.
            if (state.step === 'sending') {
              expect(['review', 'error', 'sending']).toContain(before.step);
              expect(state.request).toBe((before as typeof state).request);
            }
          }
        },
      ),
      { numRuns: 1000 },
    );
    // The runs went all the way through, so the rules above were checked on every step.
    expect([...stepsReached].sort()).toEqual(
      [
        'customForm',
        'error',
        'left',
        'review',
        'selectAddress',
        'sending',
        'sent',
        'serviceSelect',
      ].sort(),
    );
  });
});
