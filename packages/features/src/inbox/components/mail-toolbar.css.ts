import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@portal/ui/theme-contract';
import { VISUALLY_HIDDEN } from '@portal/ui/visually-hidden';

export const visuallyHidden = style(VISUALLY_HIDDEN);

/** The wide layout's toolbar over the list: every action, labelled, wrapping onto a second row. */
export const toolbar = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

/** The preview's header, wide: the item's actions as icons. */
export const itemToolbar = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xxs });

export const toolButton = style({
  flexShrink: 0,
  selectors: { '&[aria-disabled="true"]': { opacity: 0.55, cursor: 'not-allowed' } },
});

/**
 * Below the wide layout: a few actions and More, sharing one row in equal parts, so the row fits
 * a 358 px phone in any language; a long name wraps under its icon rather than pushing past the edge.
 */
export const compactToolbar = style({ display: 'flex', gap: vars.space.xs });

// The cells are the tooltips' anchors and the menu's wrapper around the buttons.
globalStyle(`${compactToolbar} > *`, { flex: '1 1 0', minWidth: 0, maxWidth: '8rem' });

export const compactButton = style({
  flexDirection: 'column',
  gap: vars.space.xxs,
  width: '100%',
  minHeight: '3.25rem',
  paddingInline: vars.space.xxs,
  lineHeight: vars.lineHeight.tight,
  textAlign: 'center',
  overflowWrap: 'anywhere',
});
