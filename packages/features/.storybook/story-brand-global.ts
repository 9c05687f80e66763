/** Where a screen story puts the toolbar's brand, for the flags to read (see main.ts). */
export const STORY_BRAND_GLOBAL = '__PORTAL_STORY_BRAND__';
