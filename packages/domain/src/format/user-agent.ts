/**
 * What a session list shows for a browser (issue 17: "device, last used"): the browser's and the
 * system's everyday names from its User-Agent, or null where neither can be told. Order matters:
 * Edge and Opera say Chrome too, Chrome says Safari, and Android says Linux.
 */
export interface DeviceName {
  browser: string | null;
  os: string | null;
}

const BROWSERS: readonly [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(Chrome|Chromium|CriOS)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*Safari\//, 'Safari'],
];

const SYSTEMS: readonly [RegExp, string][] = [
  [/\b(iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const first = (table: readonly [RegExp, string][], text: string) =>
  table.find(([pattern]) => pattern.test(text))?.[1] ?? null;

export function describeUserAgent(userAgent: string): DeviceName {
  return { browser: first(BROWSERS, userAgent), os: first(SYSTEMS, userAgent) };
}
