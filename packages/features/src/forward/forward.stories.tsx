import { forwardServices } from '@portal/domain/forward-services';
import {
  forwardWizard,
  startForwardWizard,
  type ForwardWizardEvent,
} from '@portal/domain/forward-wizard';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { http, never, problem } from '#storybook/api-handlers.ts';
import { restOn, screenSettled } from '#storybook/play.ts';
import { screenStory } from '#storybook/screen-story.tsx';
import { addresses, domesticQuote, mailItems, member } from '#testing/fixtures.ts';
import { quoteInCents } from '#forward/api/forward.ts';
import { saveWizard, type WizardEntry } from '#forward/wizard/wizard-storage.ts';

export default { title: 'Screens/Forward' } satisfies Meta;

const MAIL_IDS = mailItems.slice(0, 2).map((item) => item.mailId);
const [home] = addresses;
const quotes = quoteInCents(domesticQuote);

const services = forwardServices(quotes);
const service = (code: string) => services.find((each) => each.code === code)!;

/**
 * The steps a member reaches from the start through `events`, kept as the wizard keeps them: a
 * choice within a step replaces it, a new step is added and the one left keeps what was submitted.
 */
function walk(idVerified: boolean, ...events: ForwardWizardEvent[]): WizardEntry[] {
  const entries: WizardEntry[] = [{ state: startForwardWizard({ mailIds: MAIL_IDS, idVerified }) }];
  for (const event of events) {
    const current = entries.at(-1)!.state;
    const next = forwardWizard(current, event);
    if (next.step === current.step) {
      entries[entries.length - 1] = { state: next };
    } else {
      // The step left keeps what was submitted on it, as the wizard keeps it.
      const left = 'previous' in next && next.previous.step === current.step;
      entries[entries.length - 1] = { state: left ? next.previous : current };
      entries.push({ state: next });
    }
  }
  return entries;
}

const toServices: ForwardWizardEvent[] = [
  { type: 'selectAddress', address: { addressId: home!.addressId, domestic: true } },
  { type: 'next' },
  { type: 'servicesLoaded', quotes },
];
const choose = (code: string, optionCodes: string[] = []): ForwardWizardEvent => ({
  type: 'chooseService',
  choice: { service: service(code), optionCodes, notes: '' },
});

/** A wizard story: the steps kept in session storage, opened at the last one. */
function wizardStory(entries: WizardEntry[], { account = member, loading = false } = {}): StoryObj {
  const step = entries.length - 1;
  return screenStory(`/Members/Forward${step ? `?step=${step}` : ''}`, {
    signedInAs: account,
    loading,
    setUp: () => saveWizard({ owner: account.userCode, mailIds: MAIL_IDS, entries }),
  });
}

/** Step 1: the Domestic tab with the saved addresses; the summary has nothing priced yet. */
export const Address = wizardStory([
  { state: startForwardWizard({ mailIds: MAIL_IDS, idVerified: true }) },
]);

/** Step 1 for a member without photo ID: International is closed, and the reason says so. */
const unverified = { ...member, idVerified: false };
export const AddressUnverified = wizardStory(
  [{ state: startForwardWizard({ mailIds: MAIL_IDS, idVerified: false }) }],
  { account: unverified },
);

/** Step 1's New address dialog. */
export const NewAddress: StoryObj = {
  ...Address,
  play: async ({ canvasElement }) => {
    await screenSettled(canvasElement);
    const tools = canvasElement.querySelectorAll<HTMLButtonElement>('[role="tabpanel"] button');
    await userEvent.click(tools[0]!);
    await within(canvasElement.ownerDocument.body).findByRole('dialog');
  },
};

/** Step 2: every carrier's services by price; the chosen one with an option ticked and its total. */
export const Services = wizardStory(
  walk(true, ...toServices, choose('AUS_LETTER_REGULAR', ['AUS_SERVICE_OPTION_REGISTERED'])),
);

/** Step 2 when neither the balance nor a card can pay: said at once; the review holds Send. */
export const ServicesCannotPay = wizardStory(
  walk(true, ...toServices, choose('AUS_LETTER_REGULAR')),
  {
    account: { ...member, balance: 1.5, autoTopUpAmount: null },
  },
);

/** Step 3: the customs declaration of a parcel, blank with §5's defaults. */
export const Customs = wizardStory(
  walk(true, ...toServices, choose('DHL_EXPRESS_DOMESTIC'), { type: 'next' }),
);

/** Step 3 sent blank after the accuracy box: every rule of §5 says what is missing. */
export const CustomsRefused: StoryObj = {
  ...Customs,
  play: async ({ canvasElement }) => {
    await screenSettled(canvasElement);
    const form = canvasElement.querySelector('main form') as HTMLFormElement;
    // The accuracy box is the form's last checkbox; Send shows once it is ticked.
    await userEvent.click(within(form).getAllByRole('checkbox').at(-1)!);
    const send = await waitFor(() => {
      const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
      if (!button) throw new Error('Send has not shown');
      return button;
    });
    await userEvent.click(send);
    await waitFor(() =>
      expect(form.querySelectorAll('[aria-invalid="true"]').length).toBeGreaterThan(1),
    );
    // The focus moved to the first refused field.
    restOn(form.querySelector('[aria-invalid="true"]')!);
  },
};

/** Step 1 with no saved address: the way on is a button in plain sight (issue 36). */
export const AddressNone: StoryObj = {
  ...Address,
  parameters: {
    msw: {
      handlers: { addresses: http.get('/api/Address', ({ response }) => response(200).json([])) },
    },
  },
};

/** A letter going overseas is declared as a letter, not a parcel (issue 36). */
const overseasLetters = quoteInCents(
  domesticQuote.map((group) => ({ ...group, isDomestic: false, isParcel: false })),
);
export const CustomsLetter = wizardStory(
  walk(
    true,
    { type: 'chooseTab', tab: 'international' },
    { type: 'selectAddress', address: { addressId: home!.addressId, domestic: false } },
    { type: 'next' },
    { type: 'servicesLoaded', quotes: overseasLetters },
    {
      type: 'chooseService',
      choice: {
        service: forwardServices(overseasLetters).find(
          (each) => each.code === 'AUS_LETTER_REGULAR',
        )!,
        optionCodes: [],
        notes: '',
      },
    },
    { type: 'next' },
  ),
);

const reviewed = walk(
  true,
  ...toServices,
  {
    type: 'chooseService',
    choice: {
      service: service('AUS_LETTER_REGULAR'),
      optionCodes: ['AUS_SERVICE_OPTION_REGISTERED'],
      notes: 'Please keep the two letters together.',
    },
  },
  { type: 'next' },
);

/** The review of a domestic forward: items, address, service, the money with the total last, Send. */
export const Review = wizardStory(reviewed);

/** The review when neither the balance nor a card can pay: why, the way to pay, and Send held. */
export const ReviewCannotPay = wizardStory(reviewed, {
  account: { ...member, balance: 1.5, autoTopUpAmount: null },
});

const sending = walk(
  true,
  ...toServices,
  choose('AUS_LETTER_REGULAR'),
  { type: 'next' },
  { type: 'send' },
);
const attempt = '5b0c1d7e-4a39-4f0e-9d6a-2f81b7c4d590';

/** Step 4 while the forward is being created (§2's words; the request never answers here). */
export const Sending: StoryObj = {
  ...wizardStory(
    sending.map((entry, index) => (index === sending.length - 1 ? { ...entry, attempt } : entry)),
    { loading: true },
  ),
  parameters: { msw: { handlers: { create: http.post('/api/forward/create', never) } } },
};

/** Step 5: sent, and the way back to the inbox. */
export const Sent = wizardStory([{ state: { step: 'sent' } }]);

/** Step 6: the card was declined (§8), with the three ways on. */
export const Failed = wizardStory(
  sending.map((entry, index) =>
    index === sending.length - 1
      ? {
          state: forwardWizard(entry.state, { type: 'sendFailed' }),
          attempt,
          failure: {
            code: 'insufficient_funds',
            detail:
              'Your account has insufficient funds and there was an error charging your credit card. Your card was declined.',
          },
        }
      : entry,
  ),
  { account: { ...member, balance: 1.5 } },
);

/** Step 6's Make a manual payment: a card charged now, the amount preselected to cover the forward. */
export const ManualPayment: StoryObj = {
  ...Failed,
  play: async ({ canvasElement }) => {
    await screenSettled(canvasElement);
    const buttons = canvasElement.querySelectorAll<HTMLButtonElement>('main section button');
    await userEvent.click(buttons[1]!);
    await within(canvasElement.ownerDocument.body).findByRole('dialog');
  },
  parameters: {
    msw: {
      handlers: {
        create: http.post('/api/forward/create', ({ response }) =>
          response.untyped(problem(402, 'insufficient_funds', 'Declined')),
        ),
      },
    },
  },
};
