import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Debian's Chromium: Playwright cannot download its own browser on these machines. */
export const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';

/** Flags that keep headless Chromium from reaching for the network or a GPU it does not have. */
export const CHROME_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The browser's environment for suites that compare screenshots: fontconfig sees only the fonts the
 * product declares (fonts/fonts.conf), so a machine's other fonts (Liberation, DejaVu) never change
 * a pixel.
 */
export const CHROME_ENV = {
  ...process.env,
  FONTCONFIG_FILE: fileURLToPath(new URL('./fonts/fonts.conf', import.meta.url)),
};

export function assertChromiumInstalled(): void {
  if (existsSync(CHROME_PATH)) return;
  throw new Error(
    [
      `No Chromium at ${CHROME_PATH}. The end-to-end tests drive a system Chromium.`,
      '  Debian/Ubuntu: sudo apt-get install -y chromium',
      '  Elsewhere: install Chrome or Chromium and set CHROME_PATH to its executable.',
    ].join('\n'),
  );
}
