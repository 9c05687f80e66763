import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing } from '#shared/styles.css.ts';
import { vars } from '#theme/contract.css.ts';

const MOBILE = 'screen and (max-width: 767px)';
const DESKTOP = 'screen and (min-width: 768px)';
const TOP_BAR_HEIGHT = '4rem';

export const shell = style({
  display: 'grid',
  gridTemplateRows: 'auto 1fr',
  // The page is never wider than the viewport: a long brand name gives way, not the layout.
  gridTemplateColumns: 'minmax(0, 1fr)',
  minHeight: '100vh',
  background: vars.color.surfaceSunken,
});

export const skipLink = style({
  position: 'absolute',
  left: vars.space.sm,
  top: vars.space.sm,
  zIndex: vars.zIndex.toast,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.control,
  background: vars.color.surface,
  color: vars.color.highlightText,
  transform: 'translateY(-200%)',
  selectors: { '&:focus': { transform: 'none', ...focusRing } },
});

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const topBar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: TOP_BAR_HEIGHT,
  padding: `0 ${vars.space.md}`,
});

export const menuToggle = style({
  '@media': { [DESKTOP]: { display: 'none' } },
});

export const logo = style({ display: 'flex', alignItems: 'center', minWidth: 0 });

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  marginInlineStart: 'auto',
});

const SIDEBAR_WIDTH = '16rem';

export const body = style({
  display: 'grid',
  gridTemplateColumns: `${SIDEBAR_WIDTH} minmax(0, 1fr)`,
  '@media': {
    // The sidebar's surface and edge are painted here, so they run the whole height of the page
    // while the sidebar itself stays in view (sticky) however long the page is.
    [DESKTOP]: {
      background: `linear-gradient(to right, ${vars.color.surface} calc(${SIDEBAR_WIDTH} - 1px), ${vars.color.border} calc(${SIDEBAR_WIDTH} - 1px), ${vars.color.border} ${SIDEBAR_WIDTH}, transparent ${SIDEBAR_WIDTH})`,
    },
    [MOBILE]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

export const sidebar = style({
  padding: vars.space.md,
  overflowY: 'auto',
  '@media': {
    [DESKTOP]: {
      position: 'sticky',
      top: TOP_BAR_HEIGHT,
      alignSelf: 'start',
      maxHeight: `calc(100vh - ${TOP_BAR_HEIGHT})`,
    },
    // On phones the sidebar is a drawer over the content, opened from the menu button.
    [MOBILE]: {
      display: 'none',
      position: 'fixed',
      top: TOP_BAR_HEIGHT,
      bottom: 0,
      left: 0,
      zIndex: vars.zIndex.drawer,
      width: 'min(20rem, 85vw)',
      background: vars.color.surface,
      boxShadow: vars.shadow.overlay,
      selectors: { '&[data-open]': { display: 'block' } },
    },
  },
});

export const backdrop = style({
  display: 'none',
  '@media': {
    [MOBILE]: {
      selectors: {
        '&[data-open]': {
          display: 'block',
          position: 'fixed',
          inset: `${TOP_BAR_HEIGHT} 0 0 0`,
          zIndex: `calc(${vars.zIndex.drawer} - 1)`,
          background: vars.color.backdrop,
        },
      },
    },
  },
});

export const main = style({
  minWidth: 0,
  padding: vars.space.md,
  selectors: { '&:focus': { outline: 'none' } },
});

/**
 * A screen that puts nothing in the sidebar (a wizard) gets the whole width, and on phones no menu
 * button for an empty drawer. The sidebar holds the screen's slot, so "empty" is the slot's.
 */
// `:has` cannot nest, so emptiness is written as what follows the sidebar in a selector: the
// sidebar itself empty, or its one child (the screen's slot) empty.
const EMPTY = [':empty', ' > :only-child:empty'];
const each = (rule: (empty: string) => string) => EMPTY.map(rule).join(', ');
globalStyle(
  each((empty) => `.${body}:has(> .${sidebar}${empty})`),
  {
    gridTemplateColumns: 'minmax(0, 1fr)',
    background: 'none',
  },
);
globalStyle(`.${sidebar}:empty, .${sidebar}:has(> :only-child:empty)`, { display: 'none' });
globalStyle(
  // …unless the screen made the button an action of its own (AppShell's menuAction).
  each((empty) => `.${shell}:not([data-menu-action]):has(.${sidebar}${empty}) .${menuToggle}`),
  {
    display: 'none',
  },
);
