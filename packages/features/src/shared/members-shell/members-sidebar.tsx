import { createContext, useContext, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

/** Where the members' shell shows the current screen's sidebar; null until it has rendered. */
export const SidebarSlotContext = createContext<HTMLElement | null>(null);

/**
 * A members screen's sidebar (folders, settings sections): rendered by the screen, which owns its
 * state, and shown in the shell's sidebar column or phone drawer.
 */
export function MembersSidebar({ children }: { children: ReactNode }) {
  const slot = useContext(SidebarSlotContext);
  return slot ? createPortal(children, slot) : null;
}
