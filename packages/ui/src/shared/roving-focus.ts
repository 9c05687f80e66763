export type Orientation = 'horizontal' | 'vertical';

const PREVIOUS: Record<Orientation, string> = { horizontal: 'ArrowLeft', vertical: 'ArrowUp' };
const NEXT: Record<Orientation, string> = { horizontal: 'ArrowRight', vertical: 'ArrowDown' };

/**
 * Where arrow keys, Home and End move focus in a tab list or menu (WAI-ARIA APG): arrows wrap
 * around, Home and End jump to the ends. Undefined for any other key.
 */
export function rovingIndex(
  key: string,
  current: number,
  count: number,
  orientation: Orientation,
): number | undefined {
  if (count === 0) return undefined;
  switch (key) {
    case NEXT[orientation]:
      return (current + 1) % count;
    case PREVIOUS[orientation]:
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}
