import { newCustomForm, validateCustomForm, type CustomForm } from '#forward/custom-form.ts';
import { canUseInternational, type AddressTab } from '#forward/forward-address.ts';
import {
  forwardServices,
  needsCustomForm,
  sameService,
  type CarrierQuote,
  type ForwardService,
} from '#forward/forward-services.ts';
import type { Cents } from '#money/money.ts';
import { hasErrors } from '#validation/form.ts';

/**
 * The forward wizard (§2, §4) as a state machine: `forwardWizard(state, event)` answers the next
 * state, or the same state object when the event is not allowed where the wizard is.
 *
 *   selectAddress → serviceSelect → customForm (international or parcel only) → review → sending → sent
 *                                                                                               ↘ error
 *
 * Every forward is reviewed before anything is charged (issue 36): the review shows the request
 * and Send is the only way to sending. Back moves one step; from the first step, and from sent
 * (Back to inbox), the wizard is left for /Members. Sending cannot be left. Back from error
 * returns to the review; Try again sends the very same request.
 */

export interface WizardAddress {
  addressId: number;
  domestic: boolean;
}

export interface ServiceChoice {
  service: ForwardService;
  /** Codes of the optional features ticked. */
  optionCodes: readonly string[];
  /** Forward Notes, sent as the request's forwardLog. */
  notes: string;
}

/** The forward request of §3, money in cents. */
export interface ForwardRequest {
  addressId: number;
  mailIds: readonly number[];
  service: string;
  serviceCode: string;
  options: readonly string[];
  /** Our fee (the API's {product}Fee). */
  productFee: Cents;
  /** The carrier's price (the API's ausPostFee). */
  ausPostFee: Cents;
  forwardLog: string;
  customForm: CustomForm | null;
}

/** What the wizard carries from start to finish: the mail to forward and who is forwarding it. */
export interface WizardContext {
  mailIds: readonly number[];
  idVerified: boolean;
}

export interface SelectAddressState extends WizardContext {
  step: 'selectAddress';
  tab: AddressTab;
  address: WizardAddress | null;
}

export interface ServiceSelectState extends WizardContext {
  step: 'serviceSelect';
  address: WizardAddress;
  /** Null while the calculation is loading. */
  services: readonly ForwardService[] | null;
  choice: ServiceChoice | null;
}

export interface CustomFormState extends WizardContext {
  step: 'customForm';
  address: WizardAddress;
  services: readonly ForwardService[];
  choice: ServiceChoice;
  /** The declaration as last submitted, or blank with its defaults. */
  form: CustomForm;
}

/** The service step with a service chosen, as the review was reached from it. */
export type ServiceChosenState = ServiceSelectState & {
  services: readonly ForwardService[];
  choice: ServiceChoice;
};

/** The request as it will be sent, and the step it was made on (service, or customs). */
interface RequestMade {
  request: ForwardRequest;
  previous: ServiceChosenState | CustomFormState;
}

export interface ReviewState extends RequestMade {
  step: 'review';
}

export interface SendingState extends RequestMade {
  step: 'sending';
}

export interface ErrorState extends RequestMade {
  step: 'error';
}

export type ForwardWizardState =
  | SelectAddressState
  | ServiceSelectState
  | CustomFormState
  | ReviewState
  | SendingState
  | SentState
  | ErrorState
  | LeftState;

export interface SentState {
  step: 'sent';
}

/** The wizard is closed: show /Members. */
export interface LeftState {
  step: 'left';
}

export type ForwardWizardStep = ForwardWizardState['step'];

export type ForwardWizardEvent =
  | { type: 'chooseTab'; tab: AddressTab }
  | { type: 'selectAddress'; address: WizardAddress | null }
  | { type: 'next' }
  | { type: 'servicesLoaded'; quotes: readonly CarrierQuote[] }
  | { type: 'chooseService'; choice: ServiceChoice }
  | { type: 'submitCustomForm'; form: CustomForm; accuracyConfirmed: boolean }
  | { type: 'send' }
  | { type: 'sendSucceeded' }
  | { type: 'sendFailed' }
  | { type: 'tryAgain' }
  | { type: 'back' };

/** Opens the wizard on the selected mail; with none selected it is left at once (§2). */
export function startForwardWizard(input: WizardContext): ForwardWizardState {
  if (input.mailIds.length === 0) return { step: 'left' };
  return { ...input, step: 'selectAddress', tab: 'domestic', address: null };
}

/** Whether Next is enabled (§5: the address step needs a selection; the service step a service). */
export function canGoNext(state: ForwardWizardState): boolean {
  if (state.step === 'selectAddress') return state.address !== null;
  return state.step === 'serviceSelect' && state.choice !== null;
}

export function forwardWizard(
  state: ForwardWizardState,
  event: ForwardWizardEvent,
): ForwardWizardState {
  switch (state.step) {
    case 'selectAddress':
      return onSelectAddress(state, event);
    case 'serviceSelect':
      return onServiceSelect(state, event);
    case 'customForm':
      return onCustomForm(state, event);
    case 'review':
      if (event.type === 'send') return { ...state, step: 'sending' };
      return event.type === 'back' ? state.previous : state;
    case 'sending':
      if (event.type === 'sendSucceeded') return { step: 'sent' };
      if (event.type === 'sendFailed') return { ...state, step: 'error' };
      return state;
    case 'error':
      if (event.type === 'tryAgain') return { ...state, step: 'sending' };
      return event.type === 'back' ? { ...state, step: 'review' } : state;
    case 'sent':
      return event.type === 'back' ? { step: 'left' } : state;
    case 'left':
      return state;
  }
}

function onSelectAddress(state: SelectAddressState, event: ForwardWizardEvent): ForwardWizardState {
  switch (event.type) {
    case 'chooseTab':
      if (event.tab === 'international' && !canUseInternational(state)) return state;
      return event.tab === state.tab ? state : { ...state, tab: event.tab, address: null };
    case 'selectAddress':
      if (event.address && event.address.domestic !== (state.tab === 'domestic')) return state;
      return { ...state, address: event.address };
    case 'next':
      if (!state.address) return state;
      return {
        ...commonOf(state),
        step: 'serviceSelect',
        address: state.address,
        services: null,
        choice: null,
      };
    case 'back':
      return { step: 'left' };
    default:
      return state;
  }
}

function onServiceSelect(state: ServiceSelectState, event: ForwardWizardEvent): ForwardWizardState {
  const { services, choice, address } = state;
  switch (event.type) {
    case 'servicesLoaded':
      return { ...state, services: forwardServices(event.quotes), choice: null };
    case 'chooseService': {
      const service = services?.find((offered) => sameService(offered, event.choice.service));
      if (!service) return state;
      const offeredCodes = new Set(service.options.map((option) => option.code));
      const optionCodes = event.choice.optionCodes.filter((code) => offeredCodes.has(code));
      return { ...state, choice: { service, optionCodes, notes: event.choice.notes } };
    }
    case 'next':
      if (!services || !choice) return state;
      if (needsCustomForm(choice.service)) {
        return {
          ...commonOf(state),
          step: 'customForm',
          address,
          services,
          choice,
          form: newCustomForm(),
        };
      }
      return {
        step: 'review',
        request: requestFrom(state, choice, null),
        previous: { ...state, services, choice },
      };
    case 'back':
      return { ...commonOf(state), step: 'selectAddress', tab: tabOf(address), address };
    default:
      return state;
  }
}

function onCustomForm(state: CustomFormState, event: ForwardWizardEvent): ForwardWizardState {
  switch (event.type) {
    case 'submitCustomForm': {
      if (!event.accuracyConfirmed || hasErrors(validateCustomForm(event.form))) return state;
      const submitted = { ...state, form: event.form };
      return {
        step: 'review',
        request: requestFrom(state, state.choice, event.form),
        previous: submitted,
      };
    }
    case 'back':
      return {
        ...commonOf(state),
        step: 'serviceSelect',
        address: state.address,
        services: state.services,
        choice: state.choice,
      };
    default:
      return state;
  }
}

function requestFrom(
  state: WizardContext & { address: WizardAddress },
  choice: ServiceChoice,
  customForm: CustomForm | null,
): ForwardRequest {
  return {
    addressId: state.address.addressId,
    mailIds: state.mailIds,
    service: choice.service.name,
    serviceCode: choice.service.code,
    options: choice.optionCodes,
    productFee: choice.service.forwardFee,
    ausPostFee: choice.service.price,
    forwardLog: choice.notes,
    customForm,
  };
}

function commonOf(state: WizardContext): WizardContext {
  return { mailIds: state.mailIds, idVerified: state.idVerified };
}

function tabOf(address: WizardAddress): AddressTab {
  return address.domestic ? 'domestic' : 'international';
}
