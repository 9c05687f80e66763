import {
  actionableMailIds,
  MAIL_ACTION_LABEL_KEYS,
  type MailAction,
  type ToolbarContext,
} from '@portal/domain/mail-actions';
import { Button } from '@portal/ui/button';
import { Icon } from '@portal/ui/icon';
import { useId } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { MailItem } from '#inbox/api/mail.ts';
import type { ScanPrices } from '#inbox/components/action-dialogs.tsx';
import { MailToolbar, type ToolbarAction } from '#inbox/components/mail-toolbar.tsx';
import { useActionAllowed } from '#inbox/hooks/use-action-allowed.ts';
import { formatMoney } from '#shared/format-money.ts';
import * as styles from '#inbox/components/selection-summary.css.ts';

/** The actions the summary prices, in the toolbar's order; the rest only file or copy the scans. */
const SUMMARISED: readonly MailAction[] = [
  'scan',
  'forward',
  'shred',
  'returnToSender',
  'cancelAction',
  'delete',
  'moveToFolder',
  'download',
  'email',
];

interface SelectionSummaryProps {
  items: readonly MailItem[];
  context: ToolbarContext;
  prices: ScanPrices | null;
  onAction: (action: ToolbarAction) => void;
  onClear: () => void;
}

/**
 * The pane with several items selected: how many and how heavy, what each action would do to them
 * and cost, and the actions themselves, from the same rule as the toolbar's over the same items.
 */
export function SelectionSummary({
  items,
  context,
  prices,
  onAction,
  onClear,
}: SelectionSummaryProps) {
  const intl = useIntl();
  const titleId = useId();
  const allowed = useActionAllowed();
  const weight = items.reduce((total, item) => total + item.weight, 0);
  const rows = SUMMARISED.filter(allowed)
    .map((action) => ({
      action,
      count: actionableMailIds(action, items, context).length,
    }))
    .filter(({ count }) => count > 0);
  return (
    <section className={styles.summary} aria-labelledby={titleId}>
      <header className={styles.header}>
        <Icon name="mail" size="lg" />
        <div>
          <h2 id={titleId} className={styles.title}>
            {intl.formatMessage({ id: 'inbox.list.selected' }, { items: items.length })}
          </h2>
          <p className={styles.weight}>
            {intl.formatMessage(
              { id: 'inbox.selection.weight' },
              {
                weight: intl.formatNumber(weight, {
                  style: 'unit',
                  unit: 'gram',
                  unitDisplay: 'short',
                }),
              },
            )}
          </p>
        </div>
        <Button variant="secondary" size="sm" onClick={onClear}>
          {intl.formatMessage({ id: 'inbox.selection.clear' })}
        </Button>
      </header>
      <MailToolbar selection={items} context={context} onAction={onAction} variant="item" />
      <h3 className={styles.heading}>{intl.formatMessage({ id: 'inbox.selection.heading' })}</h3>
      <dl className={styles.actions}>
        {rows.map(({ action, count }) => (
          <div key={action} className={styles.action}>
            <dt>{intl.formatMessage({ id: MAIL_ACTION_LABEL_KEYS[action] })}</dt>
            <dd>
              {intl.formatMessage(
                { id: 'inbox.selection.appliesTo' },
                { count, total: items.length },
              )}
            </dd>
            <dd className={styles.cost}>{costOf(intl, action, prices)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** What one item costs under an action: only staff scanning and the carrier charge (§4). */
function costOf(intl: IntlShape, action: MailAction, prices: ScanPrices | null): string {
  if (action === 'forward') return intl.formatMessage({ id: 'inbox.selection.cost.forward' });
  if (action !== 'scan') return intl.formatMessage({ id: 'inbox.selection.cost.free' });
  if (!prices) return intl.formatMessage({ id: 'inbox.price.plan' });
  return intl.formatMessage(
    { id: 'inbox.selection.cost.scan' },
    { perItem: formatMoney(intl, prices.perLetter), perPage: formatMoney(intl, prices.perPage) },
  );
}
