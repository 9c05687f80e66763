import {
  Fragment,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { button } from '#button/button.css.ts';
import { Icon, type IconName } from '#icon/icon.tsx';
import * as styles from '#menu/menu.css.ts';
import { cx } from '#shared/class-names.ts';
import { rovingIndex } from '#shared/roving-focus.ts';
import { useOutsidePress } from '#shared/use-outside-press.ts';

export interface MenuItem {
  id: string;
  label: string;
  icon?: IconName;
  /** A link item (Inbox, Account); otherwise an action run by `onSelect` (Logout). */
  href?: string;
  onSelect?: () => void;
  /** One of a set of choices (the language): read out as a radio item, ticked when chosen. */
  checked?: boolean;
  /** Starts a new group: a line separates it from the items above. */
  startsGroup?: boolean;
  /** Shown, and reachable by arrow keys, but does nothing: `description` should say why. */
  disabled?: boolean;
  /** A line under the label, read as the item's description (why it is disabled). */
  description?: string;
}

interface MenuProps {
  /** What the button shows, such as the member's name and balance; it also names the menu. */
  trigger: ReactNode;
  items: readonly MenuItem[];
  /** Which edge of the button the menu lines up with. */
  align?: 'start' | 'end';
  /**
   * `plain`: the trigger's content and a chevron, as in the top bar. `button`: a secondary button,
   * like the others of a toolbar; its content (an icon and "More") says what it opens.
   */
  triggerLook?: 'plain' | 'button';
  /** Classes added to the trigger, such as the layout a toolbar gives its buttons. */
  triggerClassName?: string;
}

/**
 * A menu button (WAI-ARIA APG): Enter, Space or ↓ open it on the first item, ↑ on the last; arrows,
 * Home, End and a typed first letter move between items; Escape closes it and returns to the
 * button; Tab or a click elsewhere closes it.
 */
export function Menu({
  trigger,
  items,
  align,
  triggerLook = 'plain',
  triggerClassName,
}: MenuProps) {
  const [open, setOpen] = useState(false);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLElement | null)[]>([]);
  const focusOnOpen = useRef(0);
  const triggerId = useId();
  const menuId = useId();

  useOutsidePress(wrapperRef, open, () => setOpen(false));

  useEffect(() => {
    if (open) itemRefs.current[focusOnOpen.current]?.focus();
  }, [open]);

  const openAt = (index: number) => {
    focusOnOpen.current = index;
    setOpen(true);
  };

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  };

  const onTriggerKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(event.key === 'ArrowDown' ? 0 : items.length - 1);
    }
  };

  const onItemKeyDown = (event: KeyboardEvent<HTMLElement>, index: number) => {
    const next =
      rovingIndex(event.key, index, items.length, 'vertical') ?? typeahead(items, event.key, index);
    if (next !== undefined) {
      event.preventDefault();
      itemRefs.current[next]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      setOpen(false);
    } else if (event.key === ' ') {
      event.preventDefault(); // Space scrolls the page; on a menu item it activates, as Enter does
      event.currentTarget.click();
    }
  };

  const activate = (item: MenuItem) => {
    if (item.disabled) return;
    item.onSelect?.();
    close(!item.href);
  };

  return (
    <div ref={wrapperRef} className={styles.wrapper}>
      <button
        ref={triggerRef}
        id={triggerId}
        type="button"
        className={cx(
          triggerLook === 'plain' ? styles.trigger : button({ variant: 'secondary', size: 'sm' }),
          triggerClassName,
        )}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={onTriggerKeyDown}
      >
        {trigger}
        {triggerLook === 'plain' && <Icon name="chevron-down" size="sm" />}
      </button>
      <ul
        id={menuId}
        role="menu"
        aria-labelledby={triggerId}
        className={styles.menu({ align })}
        hidden={!open}
      >
        {items.map((item, index) => {
          const labelId = `${menuId}-${item.id}`;
          const descriptionId = item.description && `${labelId}-why`;
          const common = {
            ref: (element: HTMLElement | null) => {
              itemRefs.current[index] = element;
            },
            role: item.checked === undefined ? 'menuitem' : 'menuitemradio',
            'aria-checked': item.checked,
            'aria-disabled': item.disabled || undefined,
            // The name is the label alone; the line under it is the description.
            'aria-labelledby': labelId,
            'aria-describedby': descriptionId,
            tabIndex: -1,
            className: styles.item,
            onClick: () => activate(item),
            onKeyDown: (event: KeyboardEvent<HTMLElement>) => onItemKeyDown(event, index),
          } as const;
          const content = (
            <>
              {item.icon && <Icon name={item.icon} />}
              <span className={styles.text}>
                <span id={labelId}>{item.label}</span>
                {item.description && (
                  <span id={descriptionId} className={styles.description}>
                    {item.description}
                  </span>
                )}
              </span>
              {item.checked && <Icon name="check" />}
            </>
          );
          return (
            <Fragment key={item.id}>
              {item.startsGroup && <li role="separator" className={styles.separator} />}
              <li role="none">
                {item.href ? (
                  <a href={item.href} {...common}>
                    {content}
                  </a>
                ) : (
                  <button type="button" {...common}>
                    {content}
                  </button>
                )}
              </li>
            </Fragment>
          );
        })}
      </ul>
    </div>
  );
}

/** The next item after `index` whose label starts with the typed character. */
function typeahead(items: readonly MenuItem[], key: string, index: number) {
  if (key.length !== 1 || key === ' ') return undefined;
  const letter = key.toLocaleLowerCase();
  for (let step = 1; step <= items.length; step++) {
    const candidate = (index + step) % items.length;
    if (items[candidate]?.label.toLocaleLowerCase().startsWith(letter)) return candidate;
  }
  return undefined;
}
