/**
 * The one key factory of the query cache. A key starts with the operation's path, so invalidating
 * `queryKeys.mail()` refreshes every folder's list while `queryKeys.mail(folder)` names one.
 */
export const queryKeys = {
  account: () => ['/api/account/GetAccount'] as const,
  alerts: () => ['/api/Alert'] as const,
  mail: (folder?: number) =>
    folder === undefined ? (['/api/Mail'] as const) : (['/api/Mail', { folder }] as const),
  mailSearch: (query?: string) =>
    query === undefined
      ? (['/api/mail/search'] as const)
      : (['/api/mail/search', { query }] as const),
  mailRules: () => ['/api/MailRules'] as const,
  mailRuleActions: () => ['/api/MailRules/Actions'] as const,
  actionRequired: (unopenedDays?: number) =>
    unopenedDays === undefined
      ? (['/api/ActionRequired'] as const)
      : (['/api/ActionRequired', { unopenedDays }] as const),
  labels: () => ['/api/Labels'] as const,
  folders: () => ['/api/Folder'] as const,
  folderCounts: () => ['/api/mail/FolderCounts'] as const,
  plans: () => ['/api/Plan/GetAll'] as const,
  paymentConfig: () => ['/api/Payment/Config'] as const,
  receipts: () => ['/api/Payment/Receipts'] as const,
  locations: () => ['/api/Location/GetAll'] as const,
  accountLocations: () => ['/api/Account/GetLocations'] as const,
  addresses: () => ['/api/Address'] as const,
  additionalNames: () => ['/api/AdditionalName'] as const,
  sessions: () => ['/api/Session'] as const,
  teamUsers: () => ['/api/Team/Users'] as const,
  teamInvitation: (invitation: string) => ['/api/Team/Invitation', { invitation }] as const,
  verification: () => ['/api/verification/getverification'] as const,
  selfieCode: () => ['/api/verification/generaterandomcode'] as const,
  audit: () => ['/api/Audit'] as const,
  storageMetrics: () => ['/api/StorageMetrics/GetMetrics'] as const,
  transactions: (range?: { from: string; to: string }) =>
    range === undefined ? (['/api/Transaction'] as const) : (['/api/Transaction', range] as const),
  forwardQuote: (addressId?: number, mailIds?: readonly number[]) =>
    addressId === undefined
      ? (['/api/forward/Calculate'] as const)
      : (['/api/forward/Calculate', { addressId, mailIds }] as const),
  forwardLog: () => ['/api/forward/log'] as const,
  pendingForwards: () => ['/api/forward/GetPendingForwards'] as const,
  loginGuardAuthorise: (q: string) => ['/api/Login/LoginGuardAuthorise', { q }] as const,
  emailVerification: (q: string) => ['/api/EmailVerification/SubmitVerification', { q }] as const,
};
