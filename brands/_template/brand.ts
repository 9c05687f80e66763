import type { BrandConfig } from '@portal/features/brand-config';

/** A new brand starts here: every value below is the brand's own. */
export const brand = {
  id: 'template',
  webpageName: 'Template Mail',
  logo: '/logo.svg',
  email: 'support@template.example',
  highlightColor: '#1d4ed8',
  defaultLanguage: 'en',
  port: 3090,
} satisfies BrandConfig;
