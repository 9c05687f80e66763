import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '#theme/contract.css.ts';

export const anchor = style({ position: 'relative', display: 'inline-flex' });

export const bubble = recipe({
  base: {
    position: 'absolute',
    left: '50%',
    transform: 'translateX(-50%)',
    zIndex: vars.zIndex.popover,
    width: 'max-content',
    maxWidth: '16rem',
    padding: `${vars.space.xs} ${vars.space.sm}`,
    borderRadius: vars.radius.sm,
    background: vars.color.text,
    color: vars.color.surface,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.regular,
    lineHeight: vars.lineHeight.tight,
    textAlign: 'center',
    // A long folder name breaks inside the tip rather than widening it past the screen.
    overflowWrap: 'anywhere',
    // A tip repeats its trigger's name or description: it never takes a click meant for what it covers.
    pointerEvents: 'none',
    boxShadow: vars.shadow.raised,
    '@media': {
      // A phone has no hover; keyboard focus there would lay the tip over the screen's content, and
      // the trigger's name or description already says it.
      '(hover: none)': { display: 'none' },
    },
  },
  variants: {
    placement: {
      top: { bottom: `calc(100% + ${vars.space.xs})` },
      bottom: { top: `calc(100% + ${vars.space.xs})` },
    },
  },
  defaultVariants: { placement: 'top' },
});
