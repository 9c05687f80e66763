import { fieldErrors, isBlank, type FieldErrors } from '#validation/form.ts';
import { validateLabelName } from '#validation/labels.ts';

/** The actions a sender rule may take (decision 102): none shreds or returns an item. */
export const MAIL_RULE_ACTIONS = ['scan', 'folder', 'label', 'forward', 'notify', 'hold'] as const;
export type MailRuleActionChoice = (typeof MAIL_RULE_ACTIONS)[number];

/** The most rules an account keeps (decision 102: 50 string searches per arrival at most). */
export const MAX_MAIL_RULES = 50;

/** What a phrase must be at least, as the contract's `MailRuleMatch.contains` says. */
export const MIN_RULE_PHRASE = 2;

/** A sender-rule form as the member fills it in: every field text, the target by its action. */
export interface MailRuleForm {
  name: string;
  on: 'sender' | 'text';
  contains: string;
  action: MailRuleActionChoice;
  folderId: string;
  label: string;
  addressId: string;
}

/**
 * Checks a rule before it is priced, tried or saved, with the contract's rules: a name, a phrase of
 * at least two characters, and the target its action needs (a folder, a label without a colon, a
 * saved address).
 */
export function validateMailRule(rule: MailRuleForm): FieldErrors<keyof MailRuleForm & string> {
  const phrase = rule.contains.trim();
  return fieldErrors({
    name: isBlank(rule.name) ? 'validation.required' : null,
    on: null,
    contains: !phrase
      ? 'validation.required'
      : phrase.length < MIN_RULE_PHRASE
        ? 'validation.mailRule.phraseTooShort'
        : null,
    action: null,
    folderId: rule.action === 'folder' && !rule.folderId ? 'validation.choice' : null,
    label: rule.action === 'label' ? validateLabelName(rule.label) : null,
    addressId: rule.action === 'forward' && !rule.addressId ? 'validation.choice' : null,
  });
}
