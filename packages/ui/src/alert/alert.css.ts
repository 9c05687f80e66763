import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '#theme/contract.css.ts';

export const alert = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.sm,
    color: vars.color.text,
    borderStyle: 'solid',
    borderWidth: 0,
  },
  variants: {
    layout: {
      inline: {
        padding: `${vars.space.sm} ${vars.space.md}`,
        borderRadius: vars.radius.control,
        borderLeftWidth: '4px',
      },
      banner: {
        padding: `${vars.space.xs} ${vars.space.md}`,
        borderBottomWidth: '2px',
        alignItems: 'center',
      },
    },
  },
  defaultVariants: { layout: 'inline' },
});

export const icon = style({ marginTop: '0.15em' });

export const body = style({ flex: 1, minWidth: 0, display: 'grid', gap: vars.space.xxs });

export const title = style({ fontWeight: vars.fontWeight.bold });

// The action keeps its own width under the message instead of stretching across the grid.
export const action = style({ justifySelf: 'start', marginTop: vars.space.xxs });

// A link in an alert (the banner's "open" link, "send directly to …") reads as part of the message.
globalStyle(`${body} a`, {
  color: 'inherit',
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'underline',
});
