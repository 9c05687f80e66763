import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { rovingIndex } from '#shared/roving-focus.ts';
import * as styles from '#tabs/tabs.css.ts';
import { Tooltip } from '#tooltip/tooltip.tsx';

export interface TabItem {
  id: string;
  label: ReactNode;
  panel: ReactNode;
  /**
   * Disables the tab, and says why ("Available once your photo ID is verified"): shown as its
   * tooltip and read as its description, since a dead control without a reason is a dead end.
   */
  disabledReason?: string;
}

interface TabsProps {
  /** Names the tab list for screen readers ("Address type"). */
  label: string;
  tabs: readonly TabItem[];
  /** The selected tab, when the caller holds it; otherwise `defaultSelectedId` or the first enabled tab. */
  selectedId?: string;
  defaultSelectedId?: string;
  onSelectedChange?: (id: string) => void;
}

/**
 * WAI-ARIA tabs: one Tab stop for the list, arrow keys (and Home/End) move between tabs and select
 * the enabled ones. Disabled tabs stay reachable so their reason can be read.
 */
export function Tabs({ label, tabs, selectedId, defaultSelectedId, onSelectedChange }: TabsProps) {
  const baseId = useId();
  const firstEnabled = tabs.find((tab) => !tab.disabledReason)?.id;
  const [ownSelection, setOwnSelection] = useState(defaultSelectedId ?? firstEnabled);
  const selected = selectedId ?? ownSelection;
  // The list's one Tab stop: the selected tab, or the first one when none is (all disabled).
  const tabStop = tabs.some((tab) => tab.id === selected) ? selected : tabs[0]?.id;
  const tabElements = useRef<(HTMLButtonElement | null)[]>([]);

  const select = (tab: TabItem) => {
    if (tab.disabledReason || tab.id === selected) return;
    setOwnSelection(tab.id);
    onSelectedChange?.(tab.id);
  };

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const next = rovingIndex(event.key, index, tabs.length, 'horizontal');
    const tab = next === undefined ? undefined : tabs[next];
    if (next === undefined || !tab) return;
    event.preventDefault();
    tabElements.current[next]?.focus();
    select(tab);
  };

  const tabId = (tab: TabItem) => `${baseId}-tab-${tab.id}`;
  const panelId = (tab: TabItem) => `${baseId}-panel-${tab.id}`;
  const reasonId = (tab: TabItem) => `${baseId}-reason-${tab.id}`;

  return (
    <div>
      <div role="tablist" aria-label={label} className={styles.tabList}>
        {tabs.map((tab, index) => {
          const isSelected = tab.id === selected;
          const button = (
            <button
              key={tab.id}
              ref={(element) => {
                tabElements.current[index] = element;
              }}
              type="button"
              role="tab"
              id={tabId(tab)}
              className={styles.tab}
              aria-selected={isSelected}
              aria-controls={tab.disabledReason ? undefined : panelId(tab)}
              aria-disabled={tab.disabledReason ? true : undefined}
              aria-describedby={tab.disabledReason ? reasonId(tab) : undefined}
              tabIndex={tab.id === tabStop ? 0 : -1}
              onClick={() => select(tab)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {tab.label}
            </button>
          );
          // The visible tip is for the eyes; the reason is read from outside the tab list, which
          // may hold nothing but tabs.
          return tab.disabledReason ? (
            <Tooltip key={tab.id} content={tab.disabledReason} relation="none" placement="bottom">
              {() => button}
            </Tooltip>
          ) : (
            button
          );
        })}
      </div>
      {tabs.map(
        (tab) =>
          tab.disabledReason && (
            <span key={tab.id} id={reasonId(tab)} hidden>
              {tab.disabledReason}
            </span>
          ),
      )}
      {tabs
        .filter((tab) => !tab.disabledReason)
        .map((tab) => (
          <div
            key={tab.id}
            role="tabpanel"
            id={panelId(tab)}
            aria-labelledby={tabId(tab)}
            hidden={tab.id !== selected}
            tabIndex={0}
            className={styles.panel}
          >
            {tab.panel}
          </div>
        ))}
    </div>
  );
}
