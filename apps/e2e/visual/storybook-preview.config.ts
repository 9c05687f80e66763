/**
 * How `vite preview` serves the built Storybook to the visual suite. The files do not change during
 * a run, so the browser may keep every one: without this, each story's fresh page asked again for
 * its ~150 modules (a 304 each, every one passing through MSW's service worker), about a second
 * of each story's two.
 */
export default {
  preview: { headers: { 'Cache-Control': 'max-age=3600, immutable' } },
};
