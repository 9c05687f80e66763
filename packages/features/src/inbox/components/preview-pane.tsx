import {
  checkMailAction,
  MAIL_ACTION_LABEL_KEYS,
  type ToolbarContext,
} from '@portal/domain/mail-actions';
import { formatMoney } from '#shared/format-money.ts';
import { MAIL_STATUS } from '@portal/domain/mail-status';
import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import { Icon } from '@portal/ui/icon';
import { ProgressBar, useFakeProgress } from '@portal/ui/progress-bar';
import { Fragment, lazy, Suspense, useCallback, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MailItem } from '#inbox/api/mail.ts';
import type { ScanPrices } from '#inbox/components/action-dialogs.tsx';
import type { SearchFound } from '#inbox/components/scan-viewer.tsx';
import { ItemHeader } from '#inbox/components/item-header.tsx';
import { SelectionSummary } from '#inbox/components/selection-summary.tsx';
import { TOOLBAR_BUTTONS, type ToolbarAction } from '#inbox/components/mail-toolbar.tsx';
import { useActionAllowed } from '#inbox/hooks/use-action-allowed.ts';
import { ShortcutList } from '#inbox/components/shortcuts-dialog.tsx';
import { useFillViewport } from '#inbox/hooks/use-fill-viewport.ts';
import { FILL_WINDOW } from '#inbox/components/mail-list.tsx';
import * as styles from '#inbox/components/preview.css.ts';

/** The viewer and pdf.js come with the first preview opened, not with the inbox. */
const ScanViewer = lazy(() => import('#inbox/components/scan-viewer.tsx'));

interface PreviewPaneProps {
  /** What the pane is about: nothing (the legend), one item (opened), or several (their summary). */
  items: readonly MailItem[];
  /** The search the item was opened from, and the page its scan holds it on. */
  found: SearchFound | undefined;
  folderName: string | undefined;
  context: ToolbarContext;
  prices: ScanPrices | null;
  onAction: (action: ToolbarAction) => void;
  onReport: () => void;
  onRename: (name: string) => Promise<boolean>;
  /** Back to the list with nothing selected (the phone's Back, the summary's Clear). */
  onBack: () => void;
}

/**
 * §2's preview pane, always about exactly the selection: one item's header and scan, several
 * items' summary, or with nothing selected what the tools do.
 */
export function PreviewPane({
  items,
  found,
  folderName,
  context,
  prices,
  onAction,
  onReport,
  onRename,
  onBack,
}: PreviewPaneProps) {
  const intl = useIntl();
  const fill = useFillViewport(FILL_WINDOW);
  const [item, ...more] = items;
  const label = intl.formatMessage({ id: 'preview.label' });
  if (!item || more.length > 0) {
    return (
      <aside ref={fill} className={`${styles.pane} ${styles.single}`} aria-label={label}>
        {item ? (
          <SelectionSummary
            items={items}
            context={context}
            prices={prices}
            onAction={onAction}
            onClear={onBack}
          />
        ) : (
          <Legend />
        )}
      </aside>
    );
  }
  const scanAllowed = checkMailAction('scan', item, context).ok;
  return (
    <aside ref={fill} className={styles.pane} aria-label={label}>
      {/* One key for the whole item: a new item replaces the old one's header, notice and scan. */}
      <Fragment key={item.mailId}>
        <ItemHeader
          item={item}
          folderName={folderName}
          context={context}
          onAction={onAction}
          onRename={onRename}
          onBack={onBack}
        />
        {item.status !== MAIL_STATUS.scanned && scanAllowed && prices ? (
          <div className={styles.notice}>
            <Alert tone="info">
              <FormattedMessage
                id="preview.notScanned"
                values={{
                  perItem: formatMoney(intl, prices.perLetter),
                  perPage: formatMoney(intl, prices.perPage),
                  button: (text) => (
                    <Button size="sm" onClick={() => onAction('scan')}>
                      {text}
                    </Button>
                  ),
                }}
              />
            </Alert>
          </div>
        ) : (
          <div />
        )}
        <ScanArea item={item} found={found} onAction={onAction} onReport={onReport} />
      </Fragment>
    </aside>
  );
}

/** The scan with the bar that shows it loading: fake progress, or the real share once known. */
function ScanArea({
  item,
  found,
  onAction,
  onReport,
}: Pick<PreviewPaneProps, 'onAction' | 'onReport' | 'found'> & { item: MailItem }) {
  const intl = useIntl();
  const [settled, setSettled] = useState(false);
  const [received, setReceived] = useState(0);
  const fake = useFakeProgress(!settled);
  const onSettled = useCallback(() => setSettled(true), []);
  return (
    <div className={styles.body}>
      {!settled && (
        <div className={styles.progress}>
          <ProgressBar
            label={intl.formatMessage({ id: 'preview.loading' })}
            hideLabel
            value={Math.max(fake, Math.min(99, received * 100))}
          />
        </div>
      )}
      <Suspense fallback={null}>
        <ScanViewer
          item={item}
          found={found}
          onProgress={setReceived}
          onSettled={onSettled}
          onDownload={() => onAction('download')}
          onReport={onReport}
        />
      </Suspense>
    </div>
  );
}

/** Nothing open: what each toolbar button does and the keys that work the list. */
function Legend() {
  const intl = useIntl();
  const allowed = useActionAllowed();
  return (
    // Focusable, so a keyboard can scroll the legend when the pane is short.
    <div className={styles.legend} tabIndex={0}>
      <div className={styles.legendTitle}>
        <Icon name="mail" size="lg" />
        <p className={styles.title}>{intl.formatMessage({ id: 'inbox.details.nothing' })}</p>
      </div>
      <section>
        <h2 className={styles.legendHeading}>
          {intl.formatMessage({ id: 'preview.legend.actions' })}
        </h2>
        <ul className={styles.legendList}>
          {TOOLBAR_BUTTONS.filter(({ action }) => action !== 'restore' && allowed(action)).map(
            ({ action, icon }) => (
              <li key={action} className={styles.legendItem}>
                <Icon name={icon} />
                {intl.formatMessage({
                  id: MAIL_ACTION_LABEL_KEYS[action as keyof typeof MAIL_ACTION_LABEL_KEYS],
                })}
              </li>
            ),
          )}
        </ul>
      </section>
      <section>
        <h2 className={styles.legendHeading}>
          {intl.formatMessage({ id: 'preview.legend.keys' })}
        </h2>
        <ShortcutList />
      </section>
    </div>
  );
}
