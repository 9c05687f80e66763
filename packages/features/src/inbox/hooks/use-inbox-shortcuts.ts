import { useEffect, useRef } from 'react';
import type { MailSelection } from '#inbox/hooks/use-mail-selection.ts';

interface Shortcuts {
  selection: MailSelection;
  /** Off while a dialog is open: its fields and buttons own the keys. */
  enabled: boolean;
  onRecycle: () => void;
  onMove: () => void;
  onUndo: () => void;
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

/** A control with its own Enter or Space (a folder, a toolbar button, a link). */
function isControl(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && target.closest('button, a[href], summary') !== null;
}

const inList = (target: EventTarget | null) =>
  target instanceof HTMLElement && target.closest('[role="grid"]') !== null;

/**
 * The inbox's keyboard (the `?` dialog lists it), from page load and wherever focus is outside a
 * field: j/k move (taking focus to the list), Shift extends, x toggles, Enter or o opens, Esc
 * clears, v moves to a folder, `#` or Delete recycles, z undoes, `/` searches, `?` shows the list.
 * Arrows and Space act only in the list, so they still scroll the page elsewhere, and Enter is
 * left to a focused button or link.
 */
export function useInboxShortcuts(shortcuts: Shortcuts): void {
  const latest = useRef(shortcuts);
  latest.current = shortcuts;

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const { selection, enabled, onRecycle, onMove, onUndo, onSearch, onHelp } = latest.current;
      const { target } = event;
      // A key the focused component already used (the viewer's Esc, a menu's arrows) is theirs.
      if (event.defaultPrevented) return;
      if (!enabled || event.altKey || event.ctrlKey || event.metaKey || isTyping(target)) return;
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
          if (!inList(target)) return;
          return (handled(), selection.move(event.key === 'ArrowDown' ? 1 : -1, event.shiftKey));
        case 'Home':
        case 'End':
          if (!inList(target)) return;
          return (handled(), selection.move(event.key === 'Home' ? -Infinity : Infinity, false));
        case ' ':
          if (!inList(target)) return;
          return (handled(), selection.toggleActive());
        case 'x':
          return (handled(), selection.toggleActive());
        case 'Enter':
          if (isControl(target)) return;
          return (handled(), selection.openActive());
        case 'o':
          return (handled(), selection.openActive());
        case 'Escape':
          return selection.clear();
        case 'v':
          return (handled(), onMove());
        case 'z':
          return (handled(), onUndo());
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
