import { MAX_MAIL_RULES } from '@portal/domain/validation/mail-rule';
import { Button } from '@portal/ui/button';
import { Stack } from '@portal/ui/stack';
import { Text } from '@portal/ui/text';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useMailRules, type MailRule } from '#settings/api/mail-rules.ts';
import { MailRuleDialog } from '#settings/components/mail-rule-dialog.tsx';
import { MailRuleList } from '#settings/components/mail-rule-list.tsx';
import { MailRuleLog } from '#settings/components/mail-rule-log.tsx';

/**
 * Mail Rules (brand flag includeMailRules; issue 38, decision 102): the member's sender rules in
 * the order they are tried, a dialog to make or change one (priced and tried on the last 90 days
 * before it is saved), and the log of what the rules did, with Undo.
 */
export function MailRulesSection() {
  const rules = useMailRules();
  // undefined: no dialog; null: a new rule; a rule: that rule changed.
  const [editing, setEditing] = useState<MailRule | null | undefined>(undefined);
  const full = rules.length >= MAX_MAIL_RULES;
  return (
    <Stack space="lg">
      <Text as="p">
        <FormattedMessage id="settings.mailRules.intro" />
      </Text>
      <MailRuleList rules={rules} onEdit={setEditing} />
      <Stack space="xs" align="start">
        <Button aria-haspopup="dialog" disabled={full} onClick={() => setEditing(null)}>
          <FormattedMessage id="settings.mailRules.add" />
        </Button>
        <Text as="p" size="sm" tone="secondary">
          <FormattedMessage
            id="settings.mailRules.limit"
            values={{ count: rules.length, max: MAX_MAIL_RULES }}
          />
        </Text>
      </Stack>
      <MailRuleLog />
      {editing !== undefined && (
        <MailRuleDialog rule={editing} onClose={() => setEditing(undefined)} />
      )}
    </Stack>
  );
}
