import type { DomainMessageKey } from '#messages/message-keys.ts';
import type { Cents } from '#money/money.ts';
import type { ScanPrices } from '#fees/scan-fee.ts';

/**
 * What happens to a new letter when it arrives (§3 autoAction): 0 opens and scans it, anything else
 * scans the envelope only, and the member asks for a scan later. Parcels are never opened unasked.
 */
export const AUTO_ACTION = { openAndScan: 0, scanEnvelope: 1 } as const;
export type AutoAction = (typeof AUTO_ACTION)[keyof typeof AUTO_ACTION];

export interface AutoActionChoice {
  autoAction: AutoAction;
  labelKey: DomainMessageKey;
  /** Charged for every letter, whatever its length. */
  perItem: Cents;
  /** Charged per page of the contents on top; 0 when the contents are not scanned. */
  perPage: Cents;
}

/**
 * The two choices with what each costs per letter under the member's plan: the envelope photo
 * every item gets, plus opening (`perLetter`) and each page (`perPage`) when the letter is
 * opened and scanned (the prices of scan-fee.ts).
 */
export function autoActionChoices(prices: ScanPrices): AutoActionChoice[] {
  return [
    {
      autoAction: AUTO_ACTION.openAndScan,
      labelKey: 'settings.autoActions.openAndScan',
      perItem: prices.envelopeScan + prices.perLetter,
      perPage: prices.perPage,
    },
    {
      autoAction: AUTO_ACTION.scanEnvelope,
      labelKey: 'settings.autoActions.scanEnvelope',
      perItem: prices.envelopeScan,
      perPage: 0,
    },
  ];
}

/** The account's choice as §3 reads it: 0 is open and scan, anything else the envelope only. */
export const autoActionOf = (value: number): AutoAction =>
  value === AUTO_ACTION.openAndScan ? AUTO_ACTION.openAndScan : AUTO_ACTION.scanEnvelope;
