/**
 * Every message id a domain function can return. Domain answers with ids, never with English, so
 * the screens show the member's language and the server can send the same id in an error body.
 * The i18n package's tests prove each id exists in every catalog.
 */
export const DOMAIN_MESSAGE_KEYS = [
  // §4 mail status and pending actions (a pending shred or return shows the status words in red)
  'mail.status.unopened',
  'mail.status.scanned',
  'mail.status.forwarded',
  'mail.status.shredded',
  'mail.status.returned',
  'mail.pending.scan',
  'mail.pending.forward',
  'mail.pending.rescan',
  // §4 toolbar
  'mail.action.scan',
  'mail.action.forward',
  'mail.action.shred',
  'mail.action.cancelAction',
  'mail.action.rescan',
  'mail.action.download',
  'mail.action.email',
  'mail.action.returnToSender',
  'mail.action.delete',
  'mail.action.moveToFolder',
  'mail.action.rename',
  // §2 fixed folders
  'mail.folder.inbox',
  'mail.folder.forwardLog',
  'mail.folder.deletedItems',
  'mail.folder.allStoredItems',
  // §4/§6 verification gate and the reasons an action on an item is refused
  'mail.gate.unverified',
  'mail.refused.pendingAction',
  'mail.refused.noPendingAction',
  'mail.refused.notUnopened',
  'mail.refused.notHeld',
  'mail.refused.planForbidsScan',
  // §9 account standing and §4 pause
  'account.standing.locked',
  'account.standing.scanningStopped',
  'account.standing.terminationDue',
  'account.pause.pause',
  'account.pause.unpause',
  'account.pause.mailHeld',
  // §4 plan change
  'plan.change.charge',
  'plan.change.credit',
  'plan.change.noCharge',
  // §5 validation
  'validation.required',
  'validation.choice',
  'validation.form.invalid',
  'validation.login.blank',
  'validation.login.guardCodeBlank',
  'validation.email.invalidOrUnavailable',
  'validation.password.tooShort',
  'validation.password.repeatMismatch',
  'validation.password.mismatch',
  'validation.sms.prefix',
  'validation.sms.digits',
  'validation.additionalNames.max',
  'validation.additionalNames.duplicate',
  'validation.closeAccount.mismatch',
  'validation.card.number',
  'validation.card.expiryFormat',
  'validation.card.expired',
  'validation.card.cvcThreeDigits',
  'validation.card.cvcFourDigits',
  'validation.customs.description',
  'validation.customs.unitValue',
  'validation.address.internationalCountry',
  'validation.address.postcode',
  'validation.address.phone',
  'validation.amount.invalid',
  'validation.topUp.minimum',
  // §4 login results
  'login.incorrect',
  'login.guardPrompt',
  'login.guardIncorrect',
  // §5 custom declaration choices
  'customs.reason.gift',
  'customs.reason.documents',
  'customs.reason.commercialSample',
  'customs.reason.merchandise',
  'customs.reason.returnedGoods',
  'customs.reason.other',
  'customs.undeliverable.returnToSender',
  'customs.undeliverable.abandon',
] as const;

export type DomainMessageKey = (typeof DOMAIN_MESSAGE_KEYS)[number];
