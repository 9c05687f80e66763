import { Button } from '@portal/ui/button';
import { ConfirmDialog } from '@portal/ui/confirm-dialog';
import { EmptyState } from '@portal/ui/empty-state';
import { Stack } from '@portal/ui/stack';
import { Text } from '@portal/ui/text';
import { useToast } from '@portal/ui/toast';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useProblemMessage } from '#shared/forms/problem-text.ts';
import { useDeleteMailRule, useReorderMailRules, type MailRule } from '#settings/api/mail-rules.ts';
import { useMailRuleWords } from '#settings/components/mail-rule-words.ts';
import * as styles from '#settings/components/settings.css.ts';

/** The rules in the order they are tried, each moved up or down, changed or deleted. */
export function MailRuleList({
  rules,
  onEdit,
}: {
  rules: MailRule[];
  onEdit: (rule: MailRule) => void;
}) {
  const intl = useIntl();
  const toast = useToast();
  const problemMessage = useProblemMessage();
  const words = useMailRuleWords();
  const reorder = useReorderMailRules();
  const remove = useDeleteMailRule();
  const [deleting, setDeleting] = useState<MailRule | null>(null);
  const failed = (error: unknown) =>
    toast(problemMessage(error, 'settings.saveFailed'), { tone: 'error' });

  const move = (from: number, to: number) => {
    const ids = rules.map((rule) => rule.ruleId);
    const [moved] = ids.splice(from, 1);
    if (moved === undefined) return;
    ids.splice(to, 0, moved);
    reorder.mutate(ids, { onError: failed });
  };

  if (rules.length === 0) {
    return <EmptyState title={<FormattedMessage id="settings.mailRules.none" />} />;
  }
  return (
    <>
      <ol
        className={styles.list}
        aria-label={intl.formatMessage({ id: 'settings.mailRules.list' })}
      >
        {rules.map((rule, index) => (
          <li key={rule.ruleId} className={styles.row}>
            <Stack space="xs" className={styles.rowText}>
              <Text weight="strong">{rule.name}</Text>
              <Text size="sm">
                <FormattedMessage
                  id="settings.mailRules.summary"
                  values={{ match: words.match(rule.match), action: words.does(rule.action) }}
                />
              </Text>
              {!rule.enabled && (
                <Text size="sm" tone="secondary">
                  <FormattedMessage id="settings.mailRules.off" />
                </Text>
              )}
            </Stack>
            <div className={styles.rowActions}>
              <Button
                variant="secondary"
                size="sm"
                disabled={index === 0 || reorder.isPending}
                aria-label={intl.formatMessage(
                  { id: 'settings.mailRules.up' },
                  { name: rule.name },
                )}
                onClick={() => move(index, index - 1)}
              >
                <FormattedMessage id="settings.mailRules.upShort" />
              </Button>
              <Button
                variant="secondary"
                size="sm"
                disabled={index === rules.length - 1 || reorder.isPending}
                aria-label={intl.formatMessage(
                  { id: 'settings.mailRules.down' },
                  { name: rule.name },
                )}
                onClick={() => move(index, index + 1)}
              >
                <FormattedMessage id="settings.mailRules.downShort" />
              </Button>
              <Button
                variant="secondary"
                size="sm"
                aria-label={intl.formatMessage(
                  { id: 'settings.mailRules.edit' },
                  { name: rule.name },
                )}
                onClick={() => onEdit(rule)}
              >
                <FormattedMessage id="settings.mailRules.editShort" />
              </Button>
              <Button
                variant="secondary"
                size="sm"
                aria-label={intl.formatMessage(
                  { id: 'settings.mailRules.delete' },
                  { name: rule.name },
                )}
                onClick={() => setDeleting(rule)}
              >
                <FormattedMessage id="common.delete" />
              </Button>
            </div>
          </li>
        ))}
      </ol>
      <ConfirmDialog
        open={deleting !== null}
        tone="danger"
        title={<FormattedMessage id="settings.mailRules.deleteTitle" />}
        message={
          <FormattedMessage
            id="settings.mailRules.deleteMessage"
            values={{ name: deleting?.name ?? '' }}
          />
        }
        confirmLabel={intl.formatMessage({ id: 'common.delete' })}
        cancelLabel={intl.formatMessage({ id: 'common.cancel' })}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.ruleId, { onError: failed });
          setDeleting(null);
        }}
      />
    </>
  );
}
