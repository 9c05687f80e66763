import { style } from '@vanilla-extract/css';
import { vars } from '@portal/ui/theme-contract';
import { cardPanel } from '@portal/ui/panel';

/** The card on file: its brand and number beside its actions, wrapping under them on a phone. */
export const savedCard = style([
  cardPanel,
  {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.sm,
  },
]);

export const savedCardText = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0 });

export const cardActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

/** A short state beside the expiry ("Expires soon", "Expired"). */
export const badge = style({
  display: 'inline-block',
  marginInlineStart: vars.space.xs,
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
});

export const badgeWarning = style({ background: vars.color.infoSubtle, color: vars.color.text });

export const badgeExpired = style({
  background: vars.color.dangerSubtle,
  color: vars.color.danger,
});

/** The receipt: label and value rows, as a tax invoice prints them. */
export const receipt = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  columnGap: vars.space.md,
  rowGap: vars.space.xxs,
  margin: 0,
});

export const receiptValue = style({ margin: 0, fontWeight: vars.fontWeight.medium, minWidth: 0 });

/** A label and its value: the grid's two cells, grouped for the list's markup. */
export const receiptRow = style({ display: 'contents' });
