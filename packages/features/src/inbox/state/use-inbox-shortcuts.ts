import { useEffect, useRef } from 'react';
import type { MailItem } from '#inbox/api/mail.ts';
import type { MailSelection } from '#inbox/state/use-mail-selection.ts';

interface Shortcuts {
  selection: MailSelection;
  items: readonly MailItem[];
  /** Off while a dialog is open: its fields and buttons own the keys. */
  enabled: boolean;
  onOpen: (item: MailItem) => void;
  onRecycle: () => void;
  onSearch: () => void;
  onHelp: () => void;
}

/** Where typing goes: no shortcut fires there. */
export function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName)) &&
    !(target instanceof HTMLInputElement && target.type === 'checkbox')
  );
}

/**
 * The inbox's keyboard (the `?` dialog lists it): j/k or ↑/↓ move, Shift extends, x or Space
 * toggles, Enter opens, Esc clears, `/` searches, `#` or Delete recycles, `?` shows the list.
 * Arrows and Space act only while the list has focus, so they still scroll the page elsewhere.
 */
export function useInboxShortcuts(shortcuts: Shortcuts): void {
  const latest = useRef(shortcuts);
  latest.current = shortcuts;

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const { selection, items, enabled, onOpen, onRecycle, onSearch, onHelp } = latest.current;
      if (!enabled || event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) {
        return;
      }
      const inList =
        event.target instanceof HTMLElement && event.target.getAttribute('role') === 'grid';
      const handled = () => event.preventDefault();
      switch (event.key) {
        case 'j':
        case 'J':
          return (handled(), selection.move(1, event.shiftKey));
        case 'k':
        case 'K':
          return (handled(), selection.move(-1, event.shiftKey));
        case 'ArrowDown':
        case 'ArrowUp':
          if (!inList) return;
          return (handled(), selection.move(event.key === 'ArrowDown' ? 1 : -1, event.shiftKey));
        case ' ':
          if (!inList) return;
          return (handled(), selection.toggleActive());
        case 'x':
          return (handled(), selection.toggleActive());
        case 'Enter': {
          const item = selection.active === null ? undefined : items[selection.active];
          if (!item || !inList) return;
          return (handled(), onOpen(item));
        }
        case 'Escape':
          return selection.clear();
        case '/':
          return (handled(), onSearch());
        case '#':
        case 'Delete':
          return (handled(), onRecycle());
        case '?':
          return (handled(), onHelp());
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
