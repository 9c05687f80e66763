import type { BrandConfig } from '@portal/features/brand-config';

export const brand = {
  id: 'harbour-mail',
  webpageName: 'Harbour Mail',
  logo: '/logo.svg',
  email: 'support@harbour.test',
  highlightColor: '#0f766e',
  defaultLanguage: 'en',
  port: 3000,
} satisfies BrandConfig;
