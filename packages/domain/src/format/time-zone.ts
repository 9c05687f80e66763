/** The zone every date and time is shown in (IANA), from the JavaScript engine's own list. */
const KNOWN_ZONES: ReadonlySet<string> = new Set([...Intl.supportedValuesOf('timeZone'), 'UTC']);

/**
 * The zone as stored and listed, or null when it is not one: an alias a browser reports
 * (`Asia/Calcutta`, `Australia/ACT`) becomes the engine's name for it, so signing up from any
 * browser never fails on its own zone.
 */
export function knownTimeZone(zone: string): string | null {
  if (KNOWN_ZONES.has(zone)) return zone;
  try {
    const resolved = new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone;
    return KNOWN_ZONES.has(resolved) ? resolved : null;
  } catch {
    return null;
  }
}
