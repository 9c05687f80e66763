import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from '#theme/contract.css.ts';

const space = { none: '0', ...vars.space };

/** Spacing and flex layout, by screen size: a phone first, then from 768 px and from 1024 px. */
const layout = defineProperties({
  conditions: {
    mobile: {},
    tablet: { '@media': 'screen and (min-width: 768px)' },
    desktop: { '@media': 'screen and (min-width: 1024px)' },
  },
  defaultCondition: 'mobile',
  properties: {
    display: ['none', 'block', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between'],
    gap: space,
    paddingTop: space,
    paddingBottom: space,
    paddingLeft: space,
    paddingRight: space,
    marginTop: space,
    marginBottom: space,
    textAlign: ['start', 'center', 'end'],
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
  },
});

/** Surfaces, borders and sizes from the theme only: no raw colours. */
const surface = defineProperties({
  properties: {
    background: {
      surface: vars.color.surface,
      sunken: vars.color.surfaceSunken,
      highlightSubtle: vars.color.highlightSubtle,
      dangerSubtle: vars.color.dangerSubtle,
      infoSubtle: vars.color.infoSubtle,
    },
    color: { text: vars.color.text, muted: vars.color.textMuted, link: vars.color.highlightText },
    borderRadius: vars.radius,
    boxShadow: vars.shadow,
    width: { full: '100%', auto: 'auto' },
    maxWidth: { text: '40rem', form: '28rem', page: '72rem', full: '100%' },
    minWidth: { none: '0' },
    overflow: ['hidden', 'auto'],
  },
});

export const sprinkles = createSprinkles(layout, surface);

export type Sprinkles = Parameters<typeof sprinkles>[0];
