import { Button } from '@portal/ui/button';
import { Heading } from '@portal/ui/heading';
import { Spinner } from '@portal/ui/spinner';
import { Stack } from '@portal/ui/stack';
import { Text } from '@portal/ui/text';
import { useToast } from '@portal/ui/toast';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { useProblemMessage } from '#shared/forms/problem-text.ts';
import {
  useMailRuleActions,
  useUndoMailRuleAction,
  type MailRuleActionRecord,
} from '#settings/api/mail-rules.ts';
import { useMailRuleWords } from '#settings/components/mail-rule-words.ts';
import * as styles from '#settings/components/settings.css.ts';

/**
 * What the rules did, newest first: each action with its item and rule, whether it was done or
 * only flagged, and Undo while staff have not acted on it. A refused undo says why in words.
 */
export function MailRuleLog() {
  const intl = useIntl();
  const actions = useMailRuleActions();
  return (
    <Stack space="sm">
      <Heading level={2} size={4}>
        <FormattedMessage id="settings.mailRules.log" />
      </Heading>
      {actions.isPending ? (
        <Spinner label={intl.formatMessage({ id: 'common.loading' })} />
      ) : actions.isError ? (
        <Text as="p" tone="critical">
          <FormattedMessage id="settings.mailRules.logFailed" />
        </Text>
      ) : actions.data.length === 0 ? (
        <Text as="p" tone="secondary">
          <FormattedMessage id="settings.mailRules.logEmpty" />
        </Text>
      ) : (
        <ul
          className={styles.list}
          aria-label={intl.formatMessage({ id: 'settings.mailRules.log' })}
        >
          {actions.data.map((record) => (
            <LogRow key={record.actionId} record={record} />
          ))}
        </ul>
      )}
    </Stack>
  );
}

function LogRow({ record }: { record: MailRuleActionRecord }) {
  const intl = useIntl();
  const toast = useToast();
  const problemMessage = useProblemMessage();
  const words = useMailRuleWords();
  const undo = useUndoMailRuleAction();
  return (
    <li className={styles.row}>
      <Stack space="xs" className={styles.rowText}>
        <Text weight="strong">{record.itemName}</Text>
        <Text size="sm">
          <FormattedMessage
            id={`settings.mailRules.outcome.${record.outcome}`}
            values={{ rule: record.ruleName, action: words.does(record.action) }}
          />
        </Text>
        {record.protectedKind && (
          <Text size="sm" tone="critical">
            <FormattedMessage
              id="settings.mailRules.protected"
              values={{
                kind: <FormattedMessage id={`mail.protectedKind.${record.protectedKind}`} />,
              }}
            />
          </Text>
        )}
        <Text size="sm" tone="secondary">
          <FormattedDate value={record.actedAt} dateStyle="medium" timeStyle="short" />
        </Text>
      </Stack>
      {record.undoable && (
        <Button
          variant="secondary"
          size="sm"
          loading={undo.isPending}
          aria-label={intl.formatMessage(
            { id: 'settings.mailRules.undo' },
            { item: record.itemName },
          )}
          onClick={() =>
            undo.mutate(record.actionId, {
              onSuccess: () =>
                toast(intl.formatMessage({ id: 'settings.mailRules.undone' }), {
                  tone: 'success',
                }),
              onError: (error) =>
                toast(problemMessage(error, 'settings.mailRules.undoFailed'), { tone: 'error' }),
            })
          }
        >
          <FormattedMessage id="settings.mailRules.undoShort" />
        </Button>
      )}
    </li>
  );
}
