import { useMemo } from 'react';
import { useIntl } from 'react-intl';

/** The zones most members live in: every Australian one, then the brands' other markets and UTC. */
const COMMON_TIME_ZONES = [
  'Australia/Perth',
  'Australia/Darwin',
  'Australia/Adelaide',
  'Australia/Brisbane',
  'Australia/Sydney',
  'Australia/Melbourne',
  'Australia/Hobart',
  'Pacific/Auckland',
  'Asia/Tokyo',
  'Asia/Seoul',
  'Asia/Shanghai',
  'Asia/Hong_Kong',
  'Asia/Taipei',
  'Asia/Singapore',
  'Asia/Bangkok',
  'Europe/London',
  'Europe/Paris',
  'America/New_York',
  'America/Los_Angeles',
  'UTC',
];

/** The zone's own name in the language ("日本標準時"), from Intl; the zone id when it has none. */
const zoneName = (locale: string, timeZone: string) =>
  new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'longGeneric' })
    .formatToParts(0)
    .find((part) => part.type === 'timeZoneName')?.value ?? timeZone;

/**
 * The Account section's time-zone choices, named in the member's language, with the member's
 * current zone first when it is not a common one (the browser's at signup may be anything).
 */
export function useTimeZoneOptions(current: string) {
  const intl = useIntl();
  return useMemo(
    () =>
      (COMMON_TIME_ZONES.includes(current)
        ? COMMON_TIME_ZONES
        : [current, ...COMMON_TIME_ZONES]
      ).map((zone) => ({
        value: zone,
        label: intl.formatMessage(
          { id: 'account.timeZone.option' },
          { name: zoneName(intl.locale, zone), zone },
        ),
      })),
    [intl, current],
  );
}
