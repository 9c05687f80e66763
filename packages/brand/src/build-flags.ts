import type { BrandConfig } from '#brand-config.ts';

/**
 * The brand's yes/no settings: each is a build flag, declared once, as a field of BrandConfig.
 * Screens read one as `__BRAND__.includeAutoTopup`, which Vite replaces with the brand's value at
 * build time (see brandViteConfig), so a branch behind a false flag, and every module only it
 * imports, is dropped from that brand's bundle.
 */
export type BrandFlags = {
  readonly [
    Setting in keyof BrandConfig as BrandConfig[Setting] extends boolean ? Setting : never
  ]: boolean;
};

// Declared here, beside the config that defines them, so every program that builds a brand sees them.
declare global {
  /** Only ever read a flag of it (`__BRAND__.showOurFee`): the object itself is not in the bundle. */
  const __BRAND__: BrandFlags;
}

/** The brand's flags, read from its config. */
export function brandFlags(brand: BrandConfig): BrandFlags {
  return Object.fromEntries(
    Object.entries(brand).filter(([, value]) => typeof value === 'boolean'),
  ) as unknown as BrandFlags;
}

/** Vite `define` entries for one brand's flags: `__BRAND__.<flag>` → its value. */
export function buildFlagDefines(brand: BrandConfig): Record<string, string> {
  return Object.fromEntries(
    Object.entries(brandFlags(brand)).map(([flag, on]) => [`__BRAND__.${flag}`, String(on)]),
  );
}
