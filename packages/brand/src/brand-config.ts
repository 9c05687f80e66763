import type { SmsCallingCode } from '@portal/domain/validation/sms';
import type { Locale } from '@portal/i18n/locale';

/** Steps of the /signup wizard (§2), in order; a brand lists the ones it shows. */
export type SignupStep = 'account' | 'addresses' | 'plan' | 'complete';

/**
 * Everything one brand sets (spec §1 page-level settings, DESIGN §3.8). The flags are applied when the
 * brand app is built, so a brand ships no code for the screens it hides.
 */
export interface BrandConfig {
  /** Brand id; also the `webpage=` value the API knows it by. */
  id: string;
  webpageName: string;
  /** URL path of the logo, served from the brand app's public folder. */
  logo: string;
  /** Support address members write to; the sender of the brand's emails. */
  email: string;
  highlightColor: string;
  signupSettings: {
    steps: readonly SignupStep[];
    /** Whether the plan step asks for a card (without it, registration completes with no card). */
    requireCard: boolean;
  };
  /** Settings › Auto Actions section. */
  includeAutoActions: boolean;
  /** Settings › Additional Names section. */
  includeAdditionalNames: boolean;
  /** Settings › Choose Plan section. */
  includeChoosePayments: boolean;
  /** Show the brand's own fee beside the carrier's price (forward services, forward log). */
  showOurFee: boolean;
  /** The page's default top-up in dollars: the last fallback of §9's default top-up chain. */
  autoTopUp: number;
  /** Offer automatic top-up in the payment method form. */
  includeAutoTopup: boolean;
  /** Show the monthly charge on plans and in the account. */
  showMonthlyCharge: boolean;
  /** Sender rules, their log and undo (issue 38, decision 102); the server refuses them when off. */
  includeMailRules: boolean;
  /**
   * More than one login per account, with roles and invitations (issue 39, decision 105); the
   * server refuses the team operations when off.
   */
  includeTeamUsers: boolean;
  /** Where the brand's portal is served. */
  siteUrl: string;
  /** The older read-only portal offered on /LoginChoice. */
  classicUrl: string;
  /**
   * Bank transfer details shown on the payment method screen (§1); the member's suite code is the
   * transfer's reference.
   */
  bankTransfer: { accountName: string; bsb: string; accountNumber: string };
  /** Who issues the brand's tax invoices (receipts, email footers, GET /api/Payment/Config). */
  business: {
    legalName: string;
    /** Australian Business Number, printed in groups: `12 345 678 901`. */
    abn: string;
    /** The business's postal address on one line. */
    address: string;
    termsUrl?: string;
    privacyUrl?: string;
  };
  /** Letters before a receipt's sequence number (`HM` makes `HM-000123`). */
  receiptPrefix: string;
  defaultLanguage: Locale;
  /**
   * The country calling codes of the mobiles SMS verification texts for this brand's members (§5),
   * the first offered first; at least one.
   */
  smsCallingCodes: readonly [SmsCallingCode, ...SmsCallingCode[]];
  /** Port the brand is served on by `pnpm start`. */
  port: number;
}
