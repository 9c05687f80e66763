import type { AccountEmail } from '@portal/domain/account-lifecycle';
import type { EmailBlock, EmailTemplate } from '#notices/email-layout.ts';
import type { EmailText } from '#notices/email-text.ts';

/** What a lifecycle email may say; each template uses what it needs. */
export interface LifecycleEmailValues {
  /** The plan the account is on after the transition. */
  planName: string;
  /** The balance in Australian dollars, e.g. 12.5 or -3. */
  balance: number;
  /** A link into the member's portal that fits the email (the caller picks it). */
  link: string;
  /** The day the account closes (closing emails) as its UTC midnight in epoch ms, else null. */
  noticeEndsOn: number | null;
  /** What happens to held mail at close (closing emails), else null. */
  heldMail: 'shred' | 'returnToSender' | null;
}

/** The welcome (signup) and termination (billing) emails have templates of their own. */
export type LifecycleEmail = Exclude<AccountEmail, 'registrationComplete' | 'terminated'>;

/*
 * The closing emails fall back to the terms' wording when the caller has no date or held-mail
 * choice, so a missing value never reaches the member as "null".
 */
const closing = ({ noticeEndsOn, heldMail }: LifecycleEmailValues) => ({
  dated: noticeEndsOn === null ? 'no' : 'yes',
  closesOn: noticeEndsOn ?? 0,
  heldMail: heldMail ?? 'terms',
});

const lifecycleEmail =
  (
    subject: Parameters<EmailText['plain']>[0],
    blocks: (t: EmailText, values: LifecycleEmailValues) => EmailBlock[],
  ): EmailTemplate<LifecycleEmailValues> =>
  (t, values) => ({
    subject: t.plain(subject, { planName: values.planName, ...closing(values) }),
    blocks: blocks(t, values),
  });

/**
 * The emails the account lifecycle (decision 072) sends on its transitions, from the emails
 * catalog in the member's language.
 */
export const accountLifecycleEmails: Record<LifecycleEmail, EmailTemplate<LifecycleEmailValues>> = {
  planChanged: lifecycleEmail('email.planChanged.subject', (t, { planName, link }) => [
    t('email.planChanged.intro', { planName }),
    // The setup fee is named so a first move to a plan brings no unexplained charge.
    t('email.planChanged.charge'),
    { link },
  ]),

  paused: lifecycleEmail('email.paused.subject', (t, { link }) => [
    t('email.paused.intro'),
    t('email.paused.mail'),
    t('email.paused.how'),
    { link },
  ]),

  // Unpausing inside a period already paid charges nothing, so the charge is stated conditionally.
  unpaused: lifecycleEmail('email.unpaused.subject', (t, { planName, link }) => [
    t('email.unpaused.intro', { planName }),
    t('email.unpaused.charge'),
    { link },
  ]),

  // The 14- and 90-day rules are stated once, plainly, so the later reminders surprise no one.
  locked: lifecycleEmail('email.locked.subject', (t, { balance, link }) => [
    t('email.locked.intro', { balance }),
    t('email.locked.rules'),
    t('email.pay'),
    { link },
  ]),

  unlocked: lifecycleEmail('email.unlocked.subject', (t, { balance }) => [
    t('email.unlocked.intro', { balance }),
  ]),

  scanningStopped: lifecycleEmail('email.scanningStopped.subject', (t, { balance, link }) => [
    t('email.scanningStopped.intro', { balance }),
    t('email.scanningStopped.rules'),
    t('email.scanningStopped.pay'),
    { link },
  ]),

  paymentRequired: lifecycleEmail('email.paymentRequired.subject', (t, { link }) => [
    t('email.paymentRequired.intro'),
    t('email.paymentRequired.how'),
    { link },
  ]),

  // Giving notice signs the member out everywhere, so the email is where they learn how to undo it.
  closeRequested: lifecycleEmail('email.closeRequested.subject', (t, values) => [
    t('email.closeRequested.intro', closing(values)),
    t('email.closeRequested.until'),
    t('email.closeRequested.heldMail', closing(values)),
    t('email.closeRequested.balance', { balance: values.balance }),
    t('email.closeRequested.withdraw'),
    { link: values.link },
    t('email.closeRequested.notYou'),
  ]),

  closeWithdrawn: lifecycleEmail('email.closeWithdrawn.subject', (t, { planName }) => [
    t('email.closeWithdrawn.intro', { planName }),
  ]),

  closed: lifecycleEmail('email.closed.subject', (t, values) => [
    t('email.closed.intro'),
    t('email.closed.heldMail', closing(values)),
    t('email.closed.thanks'),
  ]),
};
