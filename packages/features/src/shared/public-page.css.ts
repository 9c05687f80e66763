import { style } from '@vanilla-extract/css';
import { vars } from '@portal/ui/theme-contract';

/** The page itself: the column centred, with room around it on every screen size. */
export const page = style({
  minHeight: '100vh',
  display: 'grid',
  placeItems: 'start center',
  padding: `${vars.space.xl} ${vars.space.md}`,
});

export const panel = style({ width: '100%', maxWidth: '28rem' });

export const widePanel = style({ width: '100%', maxWidth: '40rem' });

export const logo = style({ width: '9rem', height: 'auto', alignSelf: 'center' });

/** The footer under a page's content: language and links on one line where they fit. */
export const footer = style({
  display: 'grid',
  gap: vars.space.sm,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
});

export const footerRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const language = style({ minWidth: '10rem' });

export const footerLinks = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.md}`,
  paddingBottom: vars.space.xs,
  overflowWrap: 'anywhere',
});
