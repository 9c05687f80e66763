import type { EmailTemplate } from '#notices/email-layout.ts';
import type { PaymentMethod } from '#platform/db/tables.ts';

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

/** The balance will not cover the next monthly fee (issue 41): once per crossing below it. */
export const lowBalanceEmail: EmailTemplate<
  Pay & { balance: number; fee: number; billingDate: number }
> = (t, { balance, fee, billingDate, link }) => ({
  subject: t.plain('email.lowBalance.subject', { balance }),
  blocks: [t('email.lowBalance.intro', { balance, fee, billingDate }), t('email.pay'), { link }],
});

/** The balance fell below the level the member chose (issue 41): once per crossing below it. */
export const lowBalanceChosenEmail: EmailTemplate<Pay & { balance: number; level: number }> = (
  t,
  { balance, level, link },
) => ({
  subject: t.plain('email.lowBalanceChosen.subject', { balance, level }),
  blocks: [t('email.lowBalanceChosen.intro', { balance, level }), t('email.pay'), { link }],
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

/** A receipt's tax invoice lines (`issuePaymentReceipt`): who issued it, its number, date and GST. */
interface TaxInvoice {
  number: string;
  /** When it was issued (epoch ms), shown in the member's zone. */
  issuedAt: number;
  amount: number;
  gst: number;
  method: PaymentMethod;
  /** The card's network and last four digits; both null for PayPal and bank transfers. */
  cardBrand: string | null;
  last4: string | null;
  /** Who issues it: the brand's business (`BrandConfig.business`). */
  issuer: { legalName: string; abn: string };
}

/**
 * The receipt of a payment, a tax invoice: a card charge, a PayPal order or a bank transfer. An auto
 * top-up says so and names the member's threshold, so no charge arrives unexplained.
 */
export const receiptEmail: EmailTemplate<
  Pay & TaxInvoice & { balance: number; autoTopUpBelow: number | null }
> = (
  t,
  {
    amount,
    gst,
    number,
    issuedAt,
    method,
    cardBrand,
    last4,
    issuer,
    balance,
    autoTopUpBelow,
    link,
  },
) => {
  // PayPal is a name, the same in every language; so are card networks.
  const network = cardBrand === null ? undefined : CARD_BRAND_NAMES[cardBrand];
  const paidBy =
    method === 'bankTransfer'
      ? t.plain('email.receipt.bankTransfer')
      : last4 === null
        ? 'PayPal'
        : network
          ? t.plain('email.receipt.card', { last4, cardBrand: network })
          : t.plain('email.receipt.cardUnknown', { last4 });
  return {
    subject: t.plain('email.receipt.subject', {
      amount,
      autoTopUp: autoTopUpBelow === null ? 'no' : 'yes',
    }),
    blocks: [
      autoTopUpBelow === null
        ? t('email.receipt.payment', { amount, paidBy, balance })
        : t('email.receipt.autoTopUp', { threshold: autoTopUpBelow, amount, paidBy, balance }),
      t('email.taxInvoice.title', { number }),
      t('email.taxInvoice.issuer', { legalName: issuer.legalName, abn: issuer.abn }),
      t('email.taxInvoice.details', { issuedAt, amount, gst, paidBy }),
      { link },
    ],
  };
};

/** Card networks as their own brands write them. */
const CARD_BRAND_NAMES: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
  discover: 'Discover',
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
