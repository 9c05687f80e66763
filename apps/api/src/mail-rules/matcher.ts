import type { RuleMatchOn } from '#platform/db/tables.ts';

/*
 * The one matcher of sender rules (decision 102): arrivals and the dry run both call it, so a dry
 * run reports exactly what the rule would do.
 */

export interface RuleMatch {
  on: RuleMatchOn;
  contains: string;
}

/** What a rule reads of an item: the sender staff recorded, and everything read from it. */
export interface MatchableItem {
  sender: string;
  blurb: string;
  scan_text: string;
}

/**
 * Text compared as a person reads it: NFKC folds full-width Latin and half-width kana (common in
 * Japanese and Chinese OCR) into their usual forms, then case is ignored and runs of white space
 * count as one space (OCR breaks lines where the envelope did not).
 */
export const normalise = (text: string) =>
  text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();

/** A rule's match, prepared once for many items. */
export interface PreparedMatch {
  on: RuleMatchOn;
  needle: string;
}

export const prepareMatch = (match: RuleMatch): PreparedMatch => ({
  on: match.on,
  needle: normalise(match.contains),
});

/** An item's texts, prepared once for many rules. */
export interface PreparedItem {
  sender: string;
  text: string;
}

export const prepareItem = (item: MatchableItem): PreparedItem => {
  const sender = normalise(item.sender);
  return { sender, text: `${sender}\n${normalise(item.blurb)}\n${normalise(item.scan_text)}` };
};

export const matches = (match: PreparedMatch, item: PreparedItem): boolean =>
  match.needle.length > 0 &&
  (match.on === 'sender' ? item.sender : item.text).includes(match.needle);

/** The first rule, in the order given, whose match takes the item; undefined when none does. */
export function firstMatch<R extends { match: PreparedMatch }>(
  rules: readonly R[],
  item: PreparedItem,
): R | undefined {
  return rules.find((rule) => matches(rule.match, item));
}
