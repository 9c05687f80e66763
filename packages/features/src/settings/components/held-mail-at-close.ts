import type { HeldMailAtClose } from '#settings/api/account-settings.ts';

/** The contract's choices for mail still held when a close notice ends, in the order shown. */
export const HELD_MAIL_CHOICES = [
  'shred',
  'returnToSender',
] as const satisfies readonly HeldMailAtClose[];

/** The choice's label in the dialog. */
export const heldMailLabelId = (choice: HeldMailAtClose) => `settings.close.heldMail.${choice}`;

/** What happens on the closing day, as the running notice tells it. */
export const heldMailOutcomeId = (choice: HeldMailAtClose) => `settings.close.running.${choice}`;
