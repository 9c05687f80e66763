import { style } from '@vanilla-extract/css';
import { vars } from '@portal/ui/theme-contract';

export const unreadPill = style({
  minWidth: '1.5rem',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.round,
  background: vars.color.highlight,
  color: vars.color.onHighlight,
  fontWeight: vars.fontWeight.bold,
  textAlign: 'center',
});

export const itemCount = style({ color: vars.color.textMuted });

export const sidebarNote = style({ padding: `${vars.space.xs} ${vars.space.sm}` });

/** Add/Delete Folder: room on both sides, and centred, even lines when a language needs two. */
export const editButton = style({
  paddingInline: vars.space.md,
  textAlign: 'center',
  textWrap: 'balance',
});

/** A folder name with no spaces (a member may type 50 letters) breaks rather than widen its dialog. */
export const breakAnywhere = style({ overflowWrap: 'anywhere' });
