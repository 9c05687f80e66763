import type { SectionAllowed, SettingsSectionId } from '@portal/domain/settings-sections';
import { useCan, type MemberOperation } from '#shared/use-can.ts';

/**
 * The operation each settings section is for: a section is shown to a user whose role allows it
 * (issue 39), so its permission is the contract's, declared once.
 */
const SECTION_OPERATIONS: Record<SettingsSectionId, MemberOperation> = {
  account: 'updateAccount',
  addresses: 'saveAddress',
  autoActions: 'updateAutoAction',
  mailRules: 'createMailRule',
  notifications: 'updateSeparateAlerts',
  security: 'changePassword',
  users: 'listTeamUsers',
  verification: 'uploadVerificationPhoto',
  additionalNames: 'addAdditionalName',
  paymentMethod: 'updateCard',
  manualPayment: 'chargeCard',
  choosePlan: 'choosePlan',
  transactions: 'listTransactions',
  storageMetrics: 'getStorageMetrics',
  auditLog: 'listAuditEntries',
  pause: 'pauseAccount',
  close: 'closeAccount',
};

/** Which settings sections the signed-in person's role lets them use. */
export function useSectionAllowed(): SectionAllowed {
  const can = useCan();
  return (id) => can(SECTION_OPERATIONS[id]);
}
