import type { Locale } from '@portal/i18n/locale';

/**
 * What one brand sets at build time (DESIGN §3.8). Grows with the page-level settings of §1
 * as the screens that read them land.
 */
export interface BrandConfig {
  /** Brand id; also the `webpage=` value the API knows it by. */
  id: string;
  webpageName: string;
  /** URL path of the logo, served from the brand app's public folder. */
  logo: string;
  /** Support address members write to; the sender of the brand's emails. */
  email: string;
  highlightColor: string;
  defaultLanguage: Locale;
  /** Port the brand is served on by `pnpm start`. */
  port: number;
}
