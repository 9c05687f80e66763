import type { Locale } from '#locale.ts';

/**
 * The named formats every catalog message may use (`{amount, number, money}`, `{at, date, day}`,
 * `{at, time, time}`, `{at, date, dayTime}`), the same for the screens (IntlProvider `formats`) and
 * the server's emails (`createIntl`). Money says it is Australian dollars wherever a reader would otherwise guess US
 * dollars; days carry the year in each language's own order (Intl picks 25/11/2026, 2026/11/25);
 * times name their zone, as the member's zone need not be the mailroom's.
 */
export function intlFormats(_locale: Locale) {
  return {
    number: {
      money: {
        style: 'currency',
        currency: 'AUD',
        // en-AU prints "$", its own dollar; ja and zh print "A$"/"AU$", so no one reads US dollars.
        currencyDisplay: 'symbol',
      },
    },
    date: {
      day: { year: 'numeric', month: '2-digit', day: '2-digit' },
      // A day and a time in one Intl pattern, so each language orders them its own way.
      dayTime: {
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        timeZoneName: 'short',
      },
    },
    time: {
      time: { hour: '2-digit', minute: '2-digit', timeZoneName: 'short' },
    },
  } as const;
}
