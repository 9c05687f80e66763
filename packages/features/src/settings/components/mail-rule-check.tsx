import { dollarsToCents } from '@portal/domain/money';
import { Alert } from '@portal/ui/alert';
import { Stack } from '@portal/ui/stack';
import { Text } from '@portal/ui/text';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { formatMoney } from '#shared/format-money.ts';
import type { MailRuleCost, MailRuleDryRun } from '#settings/api/mail-rules.ts';
import * as styles from '#settings/components/settings.css.ts';

/** What a rule costs per item and what it would have matched: shown before it can be saved. */
export function MailRuleCheck({ cost, dryRun }: { cost: MailRuleCost; dryRun: MailRuleDryRun }) {
  return (
    <Stack space="sm">
      <Alert tone="info">
        <CostText cost={cost} />
      </Alert>
      <Text as="p" weight="strong">
        <FormattedMessage id="settings.mailRules.dryRun" values={{ count: dryRun.matched }} />
      </Text>
      {dryRun.items.length > 0 && (
        <ul className={styles.list}>
          {dryRun.items.map((item) => (
            <li key={item.mailId} className={styles.row}>
              <Text className={styles.rowText}>{item.name}</Text>
              <Text size="sm" tone="secondary">
                <FormattedDate value={item.dateReceived} dateStyle="medium" />
              </Text>
              {item.protectedKind && (
                <Text size="sm" tone="critical">
                  <FormattedMessage
                    id="settings.mailRules.onlyFlagged"
                    values={{
                      kind: <FormattedMessage id={`mail.protectedKind.${item.protectedKind}`} />,
                    }}
                  />
                </Text>
              )}
            </li>
          ))}
        </ul>
      )}
      {dryRun.matched > dryRun.items.length && (
        <Text as="p" size="sm" tone="secondary">
          <FormattedMessage
            id="settings.mailRules.dryRunNewest"
            values={{ shown: dryRun.items.length }}
          />
        </Text>
      )}
    </Stack>
  );
}

/** The price per matching item at the member's plan: charged when staff do the work. */
function CostText({ cost }: { cost: MailRuleCost }) {
  const intl = useIntl();
  const money = (dollars: number) => formatMoney(intl, dollarsToCents(dollars));
  const values = { fixed: money(cost.fixed), perPage: money(cost.perPage) };
  const id =
    cost.perPage > 0
      ? 'settings.mailRules.cost.perPage'
      : cost.plusPostage
        ? 'settings.mailRules.cost.postage'
        : cost.fixed > 0
          ? 'settings.mailRules.cost.fixed'
          : 'settings.mailRules.cost.free';
  return <FormattedMessage id={id} values={values} />;
}
