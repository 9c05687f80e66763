import type { EmailTemplate } from '#notices/email-layout.ts';
import type { ProtectedKind } from '#platform/db/tables.ts';

/**
 * The email about what a sender rule did to a new item (decision 102), for members who want
 * emails about their mail: what the rule did, and that it can be undone until staff act; or, when
 * the rule only flagged the item, why, and that the member decides.
 */
export interface RuleActionValues {
  rule: string;
  /** The item as the member names it. */
  name: string;
  /** What the rule did; null when it only flagged the item. */
  action: 'scan' | 'folder' | 'label' | 'forward' | 'notify' | 'hold' | null;
  /** Why it was only flagged: what staff marked the item as, or null for an action refused then. */
  kind: ProtectedKind | null;
  link: string;
}

export const ruleActionEmail: EmailTemplate<RuleActionValues> = (
  t,
  { rule, name, action, kind, link },
) =>
  action === null
    ? {
        subject: t.plain('email.rule.flaggedSubject', { name }),
        blocks: [
          t('email.rule.flagged', { rule, name, kind: kind ?? 'none' }),
          t('email.item.open'),
          { link },
        ],
      }
    : {
        subject: t.plain('email.rule.actedSubject', { rule }),
        blocks: [t('email.rule.acted', { rule, name, action }), t('email.item.open'), { link }],
      };
