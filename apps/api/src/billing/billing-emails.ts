import type { EmailTemplate } from '#emails/email-layout.ts';

/**
 * The emails a billing run sends, from the emails catalog in the member's language. Amounts are
 * Australian dollars (numbers) and days the billing calendar's UTC midnights (epoch ms); each
 * email links to the settings page where the member can pay.
 */

interface Pay {
  link: string;
}

/** Prepaid credit about to expire (§9: members are told 30 days before). */
export const creditExpiringEmail: EmailTemplate<Pay & { amount: number; expiresOn: number }> = (
  t,
  { amount, expiresOn, link },
) => ({
  subject: t.plain('email.creditExpiring.subject', { amount, expiresOn }),
  blocks: [
    t('email.creditExpiring.intro', { amount, expiresOn }),
    t('email.transactions'),
    { link },
  ],
});

/** The balance has been below zero for `days` days (warnings at 7, 30, 60 and 83 days, §9). */
export const unpaidWarningEmail: EmailTemplate<
  Pay & { days: number; balance: number; amount: number; scanningStops: number; closesOn: number }
> = (t, { days, balance, amount, scanningStops, closesOn, link }) => ({
  subject: t.plain('email.unpaidWarning.subject', { days }),
  blocks: [
    t('email.unpaidWarning.intro', { balance, amount }),
    days < 15
      ? t('email.unpaidWarning.scanningStops', { scanningStops, closesOn })
      : t('email.unpaidWarning.scanningStopped', { closesOn }),
    t('email.pay'),
    { link },
  ],
});

/** The account was closed after more than 90 days below zero, its stored mail shredded (§9). */
export const terminatedEmail: EmailTemplate<{ days: number; balance: number }> = (
  t,
  { days, balance },
) => ({
  subject: t.plain('email.terminated.subject'),
  blocks: [t('email.terminated.intro', { days, balance })],
});

/**
 * The receipt of a payment: a card charge (`last4`) or a PayPal order (`last4` null). An auto
 * top-up says so and names the member's threshold, so no charge arrives unexplained.
 */
export const receiptEmail: EmailTemplate<
  Pay & { amount: number; last4: string | null; balance: number; autoTopUpBelow: number | null }
> = (t, { amount, last4, balance, autoTopUpBelow, link }) => {
  // PayPal is a name, the same in every language.
  const paidBy = last4 ? t.plain('email.receipt.card', { last4 }) : 'PayPal';
  return {
    subject: t.plain('email.receipt.subject', {
      amount,
      autoTopUp: autoTopUpBelow === null ? 'no' : 'yes',
    }),
    blocks: [
      autoTopUpBelow === null
        ? t('email.receipt.payment', { amount, paidBy, balance })
        : t('email.receipt.autoTopUp', { threshold: autoTopUpBelow, amount, paidBy, balance }),
      { link },
    ],
  };
};

/** Auto top-up failed: what the card said, and whether we try again. */
export const autoTopUpFailedEmail: EmailTemplate<
  Pay & { amount: number; reason: string; retrying: boolean }
> = (t, { amount, reason, retrying, link }) => ({
  subject: t.plain('email.autoTopUpFailed.subject', { amount }),
  blocks: [
    t('email.autoTopUpFailed.reason', { reason }),
    retrying ? t('email.autoTopUpFailed.retrying') : t('email.autoTopUpFailed.stopped'),
    { link },
  ],
});
