import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { anchor, bubble } from '#tooltip/tooltip.css.ts';

interface TooltipProps {
  content: ReactNode;
  /**
   * `description`: the tip tells more than the trigger's name (why a tab is disabled), so the
   * trigger is described by it. `none`: the tip repeats a name the trigger already has (an icon
   * button's label), so it is for the eyes only.
   */
  relation?: 'description' | 'none';
  placement?: 'top' | 'bottom';
  /** Renders the trigger, which must spread these props onto its focusable element. */
  children: (triggerProps: { 'aria-describedby'?: string }) => ReactNode;
}

/**
 * A short tip shown while the trigger is hovered or has keyboard focus (WCAG 1.4.13: it stays while
 * the pointer moves onto it, and Escape hides it without moving focus). A tap shows nothing: on a
 * touch screen the tip would only cover what the finger just uncovered, and the tap has already
 * done the trigger's work.
 */
export function Tooltip({ content, relation = 'description', placement, children }: TooltipProps) {
  const id = useId();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  /** A finger is on the trigger: the focus a tap brings with it is not a keyboard's. */
  const tapping = useRef(false);
  const open = (hovered || focused) && !dismissed;

  const onKeyDown = (event: KeyboardEvent) => {
    // The Escape goes on to a dialog or menu around the trigger: one press closes both.
    if (event.key === 'Escape' && open) setDismissed(true);
  };

  return (
    <span
      className={anchor}
      onPointerEnter={(event) => {
        if (event.pointerType === 'touch') return;
        setHovered(true);
        setDismissed(false);
      }}
      onPointerLeave={() => setHovered(false)}
      onPointerDown={(event) => {
        tapping.current = event.pointerType === 'touch';
      }}
      // The tap ends with its click, after the focus it brought.
      onClick={() => {
        tapping.current = false;
      }}
      onFocus={() => {
        if (tapping.current) return;
        setFocused(true);
        setDismissed(false);
      }}
      onBlur={() => setFocused(false)}
      onKeyDown={onKeyDown}
    >
      {children(relation === 'description' ? { 'aria-describedby': id } : {})}
      <span
        id={id}
        role={relation === 'description' ? 'tooltip' : undefined}
        aria-hidden={relation === 'none' ? true : undefined}
        className={bubble({ placement })}
        hidden={!open}
      >
        {content}
      </span>
    </span>
  );
}
