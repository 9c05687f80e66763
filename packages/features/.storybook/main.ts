import { join } from 'node:path';
import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { mergeConfig } from 'vite';
import { brandDir, brandIds } from '@portal/brand/all-brands';
import { precompiledMessages, withoutMessageParser } from '@portal/i18n/vite-plugin';
import { pdfjsAssets } from '../brand-app/pdfjs-assets-plugin.ts';
import { STORY_BRAND_GLOBAL } from './story-brand-global.ts';

/**
 * The one Storybook: the UI kit's components and the portal's screens. A brand app fixes its flags
 * at build time; here `__BRAND__` is the brand chosen in the toolbar, so one build shows every brand.
 */
const runtimeFlags = { __BRAND__: `globalThis.${STORY_BRAND_GLOBAL}` };

const config: StorybookConfig = {
  stories: ['../../ui/src/**/*.stories.tsx', '../src/**/*.stories.tsx'],
  // MSW's service worker, and each brand's public files (its logo) under /brands/<id>/.
  staticDirs: [
    './public',
    ...brandIds().map((id) => ({ from: join(brandDir(id), 'public'), to: `/brands/${id}` })),
  ],
  addons: ['@storybook/addon-a11y'],
  framework: '@storybook/react-vite',
  core: { disableTelemetry: true },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      plugins: [vanillaExtractPlugin(), precompiledMessages(), pdfjsAssets()],
      define: runtimeFlags,
      resolve: { alias: [withoutMessageParser] },
    }),
};

export default config;
