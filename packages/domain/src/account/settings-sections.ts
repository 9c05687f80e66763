import type { AccountStatus } from '#account/account-standing.ts';
import type { DomainMessageKey } from '#messages/message-keys.ts';

/**
 * The settings side menu (§2 "Settings sections"): fifteen sections in the spec's order, each at its
 * own address under /Members/Account so a link, a reload or the browser's back lands on it, and
 * Mail Rules (issue 38) after Auto Actions and Users (issue 39) after Security. Five are shown only
 * where the brand offers them.
 */

/** The brand flags that hide a section (BrandConfig's names). */
export interface SectionFlags {
  includeAutoActions: boolean;
  includeAdditionalNames: boolean;
  includeChoosePayments: boolean;
  includeMailRules: boolean;
  includeTeamUsers: boolean;
}

interface SectionEntry {
  id: string;
  /** The address segment after /Members/Account/; the Account section is /Members/Account itself. */
  slug: string;
  labelKey: DomainMessageKey;
  /** The flag a brand must have on for the section to exist. */
  flag?: keyof SectionFlags;
}

export const SETTINGS_SECTIONS = [
  { id: 'account', slug: '', labelKey: 'settings.section.account' },
  { id: 'addresses', slug: 'Addresses', labelKey: 'settings.section.addresses' },
  {
    id: 'autoActions',
    slug: 'AutoActions',
    labelKey: 'settings.section.autoActions',
    flag: 'includeAutoActions',
  },
  {
    id: 'mailRules',
    slug: 'MailRules',
    labelKey: 'settings.section.mailRules',
    flag: 'includeMailRules',
  },
  { id: 'notifications', slug: 'Notifications', labelKey: 'settings.section.notifications' },
  { id: 'security', slug: 'Security', labelKey: 'settings.section.security' },
  { id: 'users', slug: 'Users', labelKey: 'settings.section.users', flag: 'includeTeamUsers' },
  { id: 'verification', slug: 'Verification', labelKey: 'settings.section.verification' },
  {
    id: 'additionalNames',
    slug: 'AdditionalNames',
    labelKey: 'settings.section.additionalNames',
    flag: 'includeAdditionalNames',
  },
  { id: 'paymentMethod', slug: 'PaymentMethod', labelKey: 'settings.section.paymentMethod' },
  { id: 'manualPayment', slug: 'ManualPayment', labelKey: 'settings.section.manualPayment' },
  {
    id: 'choosePlan',
    slug: 'ChoosePlan',
    labelKey: 'settings.section.choosePlan',
    flag: 'includeChoosePayments',
  },
  { id: 'transactions', slug: 'Transactions', labelKey: 'settings.section.transactions' },
  { id: 'storageMetrics', slug: 'StorageMetrics', labelKey: 'settings.section.storageMetrics' },
  { id: 'auditLog', slug: 'AuditLog', labelKey: 'settings.section.auditLog' },
  { id: 'pause', slug: 'PauseAccount', labelKey: 'settings.section.pause' },
  { id: 'close', slug: 'CloseAccount', labelKey: 'settings.section.close' },
] as const satisfies readonly SectionEntry[];

export type SettingsSectionId = (typeof SETTINGS_SECTIONS)[number]['id'];
export type SettingsSection = SectionEntry & { id: SettingsSectionId };

/** Whether the signed-in person's role lets them use a section (all, for an account's one login). */
export type SectionAllowed = (id: SettingsSectionId) => boolean;
const everySection: SectionAllowed = () => true;

/** The sections a brand shows to the person signed in, in the menu's order. */
export function settingsSectionsFor(
  flags: SectionFlags,
  allowed: SectionAllowed = everySection,
): SettingsSection[] {
  return SETTINGS_SECTIONS.filter(
    (section: SettingsSection) => (!section.flag || flags[section.flag]) && allowed(section.id),
  );
}

/**
 * The section an address names (the segment after /Members/Account/, any case), or null when it
 * names none shown: the address is then not found. No segment is the first section shown: the
 * Account section, or for a user whose role may not change it (issue 39) the first they may use.
 */
export function settingsSectionFromLink(
  segment: string | undefined,
  flags: SectionFlags,
  allowed: SectionAllowed = everySection,
): SettingsSection | null {
  const shown = settingsSectionsFor(flags, allowed);
  if (!segment) return shown[0] ?? null;
  const wanted = segment.toLowerCase();
  return shown.find((section) => section.slug.toLowerCase() === wanted) ?? null;
}

/** A section's address. */
export function settingsSectionPath(section: Pick<SettingsSection, 'slug'>): string {
  return section.slug ? `/Members/Account/${section.slug}` : '/Members/Account';
}

/** A section's name in the menu and its heading: Pause Account reads Unpause while On Hold (§2). */
export function sectionLabelKey(
  section: Pick<SettingsSection, 'id' | 'labelKey'>,
  status: AccountStatus,
): DomainMessageKey {
  return section.id === 'pause' && status === 'On Hold'
    ? 'account.pause.unpause'
    : section.labelKey;
}
