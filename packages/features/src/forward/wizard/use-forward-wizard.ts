import {
  forwardWizard,
  type ForwardWizardEvent,
  type ForwardWizardState,
} from '@portal/domain/forward-wizard';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouter, useSearch } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import {
  SEND_FORWARD_KEY,
  useSendForward,
  type ForwardAttempt,
  type ForwardFailure,
} from '#forward/api/forward.ts';
import {
  clearWizard,
  loadWizard,
  saveWizard,
  type StoredWizard,
  type WizardEntry,
} from '#forward/wizard/wizard-storage.ts';

export interface ForwardWizard {
  entry: WizardEntry;
  /** Runs events in order on the step shown (the service step loads prices, picks, moves on). */
  dispatch: (...events: ForwardWizardEvent[]) => void;
  /**
   * Sends the sending step's attempt again when this page has not sent it: the page was reloaded
   * while it was out, and the same key makes the server answer it without charging twice.
   */
  resumeSending: (sending: ForwardAttempt) => void;
}

const RESULT_STEPS: readonly ForwardWizardState['step'][] = ['sending', 'error'];

/**
 * The forward wizard of one tab: the domain's state machine over the steps reached, one history
 * entry per step (`?step=n`), so the browser's Back moves one step as the wizard's does, and the
 * steps kept in session storage so a refresh keeps them. Sending, its error and Try again share
 * one entry; once sent, every entry shows the sent step, so nothing is sent twice by going back.
 */
export function useForwardWizard(owner: string): ForwardWizard {
  const navigate = useNavigate({ from: '/Members/Forward' });
  const router = useRouter();
  const { step = 0 } = useSearch({ from: '/data/Members/Forward' });
  // The route opened the wizard before the page shows, or went back to the inbox.
  const [wizard, setWizard] = useState(() => loadWizard(owner) as StoredWizard);
  const position = Math.min(step, wizard.entries.length - 1);
  const entry = wizard.entries[position] as WizardEntry;

  const commit = (entries: readonly WizardEntry[]) => {
    const next = { ...wizard, entries };
    saveWizard(next);
    setWizard(next);
  };
  const replaceShown = (replacement: WizardEntry) =>
    commit(wizard.entries.map((each, index) => (index === position ? replacement : each)));

  // Stable, and applied to the wizard as it is when the answer comes, whatever step is shown.
  const settle = useCallback((attempt: string, failure: ForwardFailure | null) => {
    setWizard((current) => {
      const index = current.entries.findIndex(
        (each) => each.attempt === attempt && each.state.step === 'sending',
      );
      const sending = current.entries[index];
      if (!sending) return current;
      const entries = failure
        ? current.entries.map((each, at) =>
            at === index
              ? { state: forwardWizard(sending.state, { type: 'sendFailed' }), attempt, failure }
              : each,
          )
        : [{ state: forwardWizard(sending.state, { type: 'sendSucceeded' }) }];
      const next = { ...current, entries };
      saveWizard(next);
      return next;
    });
  }, []);

  const queryClient = useQueryClient();
  const { mutate: send } = useSendForward(settle);
  /** Send and Try again send the forward from the member's click, under the step's new key. */
  const sendIfSending = (state: ForwardWizardState, attempt: string | undefined) => {
    if (state.step === 'sending' && attempt) send({ request: state.request, attempt });
  };

  const dispatch = (...events: ForwardWizardEvent[]) => {
    const next = events.reduce(forwardWizard, entry.state);
    if (next === entry.state) return;
    if (next.step === 'left') {
      clearWizard();
      void navigate({ to: '/Members' });
    } else if (events.at(-1)?.type === 'back') {
      // The step before is the history entry before, as it was left; a tab opened on a later
      // step (a duplicated tab) has none, and shows the step before in place of this one.
      if (router.history.canGoBack()) router.history.back();
      else void navigate({ search: { step: position - 1 || undefined }, replace: true });
    } else if (next.step === entry.state.step || RESULT_STEPS.includes(entry.state.step)) {
      // A choice within the step, or Try again (a new attempt, with a new key).
      const attempt = next.step === 'sending' ? crypto.randomUUID() : entry.attempt;
      replaceShown({ state: next, attempt });
      sendIfSending(next, attempt);
    } else {
      // A new step: the one left keeps what was submitted on it (the declaration, say).
      const left =
        'previous' in next && next.previous.step === entry.state.step
          ? { state: next.previous }
          : entry;
      const reached = {
        state: next,
        attempt: next.step === 'sending' ? crypto.randomUUID() : undefined,
      };
      commit([...wizard.entries.slice(0, position), left, reached]);
      void navigate({ search: { step: position + 1 } });
      sendIfSending(next, reached.attempt);
    }
  };

  const resumeSending = useCallback(
    (sending: ForwardAttempt) => {
      const sentHere = queryClient
        .getMutationCache()
        .findAll({ mutationKey: SEND_FORWARD_KEY })
        .some(
          (mutation) => (mutation.state.variables as ForwardAttempt).attempt === sending.attempt,
        );
      if (!sentHere) send(sending);
    },
    [queryClient, send],
  );

  return { entry, dispatch, resumeSending };
}

/** Leaves the wizard for the inbox, forgetting it (§2 sent: Back to inbox). */
export function useLeaveWizard() {
  const navigate = useNavigate();
  return () => {
    clearWizard();
    void navigate({ to: '/Members' });
  };
}
