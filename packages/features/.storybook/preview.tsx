import type { Preview } from '@storybook/react-vite';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import kitPreview from '@portal/ui/storybook-preview';
import { apiHandlers } from '#storybook/api-handlers.ts';

/** /api is answered by Mock Service Worker; a call no handler answers fails loudly in the story. */
async function startWorker() {
  const worker = setupWorker();
  await worker.start({
    serviceWorker: { url: './mockServiceWorker.js' },
    quiet: true,
    onUnhandledRequest: ({ url }, print) => {
      if (new URL(url).pathname.startsWith('/api/')) print.error();
    },
  });
  return worker;
}

const preview: Preview = {
  ...kitPreview,
  loaders: [mswLoader(startWorker)],
  parameters: {
    ...kitPreview.parameters,
    msw: { handlers: apiHandlers },
    viewport: {
      options: {
        phone: { name: 'Phone (390 × 844)', styles: { width: '390px', height: '844px' } },
        desktop: { name: 'Desktop (1280 × 800)', styles: { width: '1280px', height: '800px' } },
      },
    },
  },
};

export default preview;
