import { useIntl } from 'react-intl';

/**
 * A calendar day the server sends as `YYYY-MM-DD` (such as a close notice's last day), written out
 * in the member's language: "26 December 2026", "2026年12月26日". Read as UTC midnight and printed
 * in UTC, so no time zone moves it to the day before.
 */
export function useFormatDay(): (day: string) => string {
  const intl = useIntl();
  return (day) => intl.formatDate(`${day}T00:00:00Z`, { dateStyle: 'long', timeZone: 'UTC' });
}
