/** The kit's one breakpoint: below it a phone layout (the app shell's drawer, stacked columns). */
export const BELOW_TABLET = 'screen and (max-width: 767px)';
export const FROM_TABLET = 'screen and (min-width: 768px)';
export const FROM_DESKTOP = 'screen and (min-width: 1024px)';
