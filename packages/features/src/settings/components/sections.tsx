import type { SettingsSectionId } from '@portal/domain/settings-sections';
import { lazy, type ComponentType } from 'react';

const section = <Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
) => lazy(() => load().then((module) => ({ default: module[name] })));

const AccountSection = section(
  () => import('#settings/components/account-section.tsx'),
  'AccountSection',
);
const AddressesSection = section(
  () => import('#settings/components/addresses-section.tsx'),
  'AddressesSection',
);
const NotificationsSection = section(
  () => import('#settings/components/notifications-section.tsx'),
  'NotificationsSection',
);
const SecuritySection = section(
  () => import('#settings/components/security-section.tsx'),
  'SecuritySection',
);
const VerificationSection = section(
  () => import('#settings/components/verification-section.tsx'),
  'VerificationSection',
);
const PauseSection = section(
  () => import('#settings/components/pause-section.tsx'),
  'PauseSection',
);
const PaymentMethodSection = section(
  () => import('#settings/components/payment-method-section.tsx'),
  'PaymentMethodSection',
);
const ManualPaymentSection = section(
  () => import('#settings/components/manual-payment-section.tsx'),
  'ManualPaymentSection',
);
const TransactionsSection = section(
  () => import('#settings/components/transactions-section.tsx'),
  'TransactionsSection',
);
const StorageMetricsSection = section(
  () => import('#settings/components/storage-metrics-section.tsx'),
  'StorageMetricsSection',
);
const AuditLogSection = section(
  () => import('#settings/components/audit-log-section.tsx'),
  'AuditLogSection',
);
const CloseSection = section(
  () => import('#settings/components/close-section.tsx'),
  'CloseSection',
);
// Rendered only behind their build-time flags: a brand without the flag never uses these pure
// values, so its build drops the modules. The flags are read at render so Storybook can switch them.
const AutoActionsSection = /* @__PURE__ */ lazy(() =>
  import('#settings/components/auto-actions-section.tsx').then((module) => ({
    default: module.AutoActionsSection,
  })),
);
const ChoosePlanSection = /* @__PURE__ */ lazy(() =>
  import('#settings/components/choose-plan-section.tsx').then((module) => ({
    default: module.ChoosePlanSection,
  })),
);
const AdditionalNamesSection = /* @__PURE__ */ lazy(() =>
  import('#settings/components/additional-names-section.tsx').then((module) => ({
    default: module.AdditionalNamesSection,
  })),
);
const MailRulesSection = /* @__PURE__ */ lazy(() =>
  import('#settings/components/mail-rules-section.tsx').then((module) => ({
    default: module.MailRulesSection,
  })),
);
const TeamUsersSection = /* @__PURE__ */ lazy(() =>
  import('#settings/components/team-users-section.tsx').then((module) => ({
    default: module.TeamUsersSection,
  })),
);

/** One section's content, under the page's heading. */
export function SectionContent({ section: id }: { section: SettingsSectionId }) {
  switch (id) {
    case 'account':
      return <AccountSection />;
    case 'addresses':
      return <AddressesSection />;
    case 'autoActions':
      return __BRAND__.includeAutoActions ? <AutoActionsSection /> : null;
    case 'mailRules':
      return __BRAND__.includeMailRules ? <MailRulesSection /> : null;
    case 'notifications':
      return <NotificationsSection />;
    case 'security':
      return <SecuritySection />;
    case 'users':
      return __BRAND__.includeTeamUsers ? <TeamUsersSection /> : null;
    case 'verification':
      return <VerificationSection />;
    case 'additionalNames':
      return __BRAND__.includeAdditionalNames ? <AdditionalNamesSection /> : null;
    case 'paymentMethod':
      return <PaymentMethodSection />;
    case 'manualPayment':
      return <ManualPaymentSection />;
    case 'choosePlan':
      return __BRAND__.includeChoosePayments ? <ChoosePlanSection /> : null;
    case 'transactions':
      return <TransactionsSection />;
    case 'storageMetrics':
      return <StorageMetricsSection />;
    case 'auditLog':
      return <AuditLogSection />;
    case 'pause':
      return <PauseSection />;
    case 'close':
      return <CloseSection />;
  }
}
