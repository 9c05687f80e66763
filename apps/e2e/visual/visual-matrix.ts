/**
 * Which looks each screen story is screenshotted in (decision 090). Every story has a baseline in
 * the first brand in English at both widths; a story is also taken in every other brand only where
 * brands can differ on it, and in Japanese only where its text is long enough to wrap or overflow.
 * What the dropped looks used to catch is caught elsewhere: the kit's stories run axe in every
 * brand's theme (packages/ui), `layout-languages.spec.ts` measures every language's overflow in the
 * real app, `fonts.spec.ts` each language's glyph forms, and `no-english.spec.ts` untranslated text.
 */

/**
 * Stories where brands differ: the shell and public pages (logo, name, highlight colour, footer's
 * business line), and the screens a brand's settings change (signup steps and card, fees shown,
 * payment choices, auto-top-up amount, settings sections, SMS calling codes, emails' header).
 */
export const BRAND_STORIES: readonly string[] = [
  'screens-landing--landing',
  'screens-login--login',
  'screens-signup--account',
  'screens-signup--plan',
  'screens-signup--payment',
  'screens-inbox--inbox',
  'screens-inbox--selection',
  // The forward wizard's summary shows our fee and the payment choices only where a brand does.
  'screens-forward--services',
  'screens-forward--services-cannot-pay',
  'screens-forward--customs',
  'screens-forward--review',
  'screens-forward--manual-payment',
  'screens-forward--sending',
  'screens-settings--account',
  'screens-settings--auto-actions',
  'screens-settings--additional-names',
  'screens-settings-money--choose-plan',
  'screens-settings-money--payment-method',
  'screens-settings-money--manual-payment',
  'screens-settings-money--auto-top-up',
  'screens-settings-verification--not-started',
  'screens-payment--payment-required',
  'screens-your-address--on-empty-inbox',
  'screens-terms--terms-and-conditions',
  'screens-emails--welcome',
  'screens-emails--tax-invoice',
  'screens-emails--email-verification',
  'screens-emails--unpaid-warning',
  // Money and account states, whose payment choices, bank details, receipt prefix and address are
  // the brand's.
  'screens-forward--review-cannot-pay',
  'screens-forward--customs-letter',
  'screens-payment--payment-required-with-card',
  'screens-settings-money--manual-payment-receipt',
  'screens-settings-money--payment-method-bank-transfer',
  'screens-settings-money--payment-method-card-expired',
  'screens-settings-money--payment-method-card-expiring',
  'screens-settings-money--payment-method-no-card',
  'screens-settings-money--payment-method-remove-card',
  'screens-signup--plan-terms-accepted',
  'screens-your-address--copied',
  'screens-your-address--folded-with-mail',
  'screens-your-address--from-user-menu',
  // Brand-neutral, but issue 36 keeps every state it added in two brands.
  'screens-forward--address-none',
  'screens-settings--pause-dialog',
  'screens-settings--pause-account-paused',
  // Issue 38: Mail Rules is a section only where the brand has includeMailRules (not Outback Post).
  'screens-settings-mail-rules--mail-rules',
];

/**
 * Stories whose Japanese runs longest against its box: the shell's menus and toolbars, forms with
 * long labels and help, dialogs, tables and the long-form pages. Each Chinese catalog runs about a
 * quarter shorter than the Japanese one (characters per area), so Japanese stands for both.
 */
export const JAPANESE_STORIES: readonly string[] = [
  'screens-landing--landing',
  'screens-login--login',
  'screens-login--login-guard',
  'screens-signup--account',
  'screens-signup--plan',
  'screens-signup--payment',
  'screens-inbox--inbox',
  'screens-inbox--selection',
  'screens-inbox--phone-more-menu',
  'screens-inbox--preview-loaded',
  'screens-inbox--shortcuts',
  'screens-inbox--paused',
  'screens-inbox-folder-sidebar--long-folder-names',
  'screens-forward--services',
  'screens-forward--customs',
  'screens-forward--review',
  'screens-settings--account',
  'screens-settings--notifications',
  'screens-settings--close-account',
  'screens-settings--pause-dialog',
  'screens-settings-money--choose-plan',
  'screens-settings-money--payment-method',
  'screens-settings-money--transactions',
  'screens-settings-money--audit-log',
  'screens-settings-verification--not-started',
  'screens-photoverification--front',
  'screens-payment--payment-required',
  'screens-your-address--on-empty-inbox',
  'screens-terms--terms-and-conditions',
  'screens-support--support',
  'screens-emails--welcome',
  // Issue 38: the rule dialog's long price and dry-run sentences, the groups' headings, the label menu.
  'screens-settings-mail-rules--new-rule-checked',
  'screens-action-required--action-required',
  'screens-inbox-labels--label-menu',
  // Issue 39: the Users rows (name, email, role and Remove), the invitation's roles, the join page.
  'screens-settings-users--users',
  'screens-settings-users--invite',
  'screens-join-account--join-account',
];

export interface Look {
  brand: string;
  lang: 'en' | 'ja';
}

/** The looks story `id` is screenshotted in, given the brands in brands/ (first one first). */
export function looksOf(id: string, brands: readonly string[]): Look[] {
  const [first = 'harbour-mail', ...others] = brands;
  return [
    { brand: first, lang: 'en' },
    ...(BRAND_STORIES.includes(id) ? others.map((brand) => ({ brand, lang: 'en' as const })) : []),
    ...(JAPANESE_STORIES.includes(id) ? [{ brand: first, lang: 'ja' as const }] : []),
  ];
}

/** Ids the matrix names that are not stories (renamed or removed): each would silently lose cover. */
export function unknownStories(storyIds: readonly string[]): string[] {
  const known = new Set(storyIds);
  return [...new Set([...BRAND_STORIES, ...JAPANESE_STORIES])].filter((id) => !known.has(id));
}
