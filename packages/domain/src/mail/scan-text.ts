/**
 * Rules for the text read from scans: tidying what OCR gives, and the snippet a search answers.
 */

/** Han, kana, Hangul and the CJK punctuation and full-width forms: scripts written without spaces. */
const CJK =
  '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Hangul}ー々〆\\u3000-\\u303f\\uff00-\\uffef';
const SPACE_INSIDE_CJK = new RegExp(`(?<=[${CJK}]) +(?=[${CJK}])`, 'gu');

/**
 * OCR text as a member would write it: Tesseract puts a space between the "words" it finds in
 * Japanese and Chinese lines (大 阪 銀行), which no one types and which would break a substring
 * search for 大阪; those spaces go. Runs of spaces become one, lines are trimmed, blank lines dropped.
 */
export function tidyOcrText(text: string): string {
  return text
    .split(/\r?\n|\f/)
    .map((line) =>
      line
        .replace(/[ \t]+/g, ' ')
        .replace(SPACE_INSIDE_CJK, '')
        .trim(),
    )
    .filter(Boolean)
    .join('\n');
}

/** Where a search matched a scan: a short passage around the match, and the page it is on. */
export interface ScanSnippet {
  /** The passage, on one line, with "…" where it was cut. */
  text: string;
  /** The page of the scan the match is on, from 1. */
  page: number;
  /** Where the match starts in `text`, in UTF-16 code units, and how long it is there. */
  start: number;
  length: number;
}

/**
 * Room kept before and after the match, in columns: a CJK character takes two, as it is drawn about
 * twice as wide. Little before, so the match shows even where the list is narrow; more after.
 */
const BEFORE = 24;
const AFTER = 72;
const WIDE = new RegExp(`[${CJK}]`, 'u');
const columns = (char: string | undefined) => (char && WIDE.test(char) ? 2 : 1);

/**
 * The first place `query` occurs in a scan's pages (`pages[n]` is page n + 1's text), ignoring case
 * as the search does, with up to {@link BEFORE} columns before it and {@link AFTER} after, cut at a
 * space where one is near; null when no page holds it.
 */
export function scanSnippet(pages: readonly string[], query: string): ScanSnippet | null {
  const needle = query.trim();
  if (!needle) return null;
  const pattern = new RegExp(needle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'iu');
  for (const [index, pageText] of pages.entries()) {
    const line = pageText.replace(/\s+/g, ' ');
    const match = pattern.exec(line);
    if (!match) continue;
    const from = cutBefore(line, match.index);
    const to = cutAfter(line, match.index + match[0].length);
    const before = from > 0 ? '…' : '';
    return {
      text: `${before}${line.slice(from, to).trim()}${to < line.length ? '…' : ''}`,
      page: index + 1,
      start: before.length + match.index - from - (line[from] === ' ' ? 1 : 0),
      length: match[0].length,
    };
  }
  return null;
}

/** Where the passage starts: BEFORE columns before the match, moved on to a space if one is near. */
function cutBefore(line: string, matchStart: number): number {
  let from = matchStart;
  for (
    let room = BEFORE - columns(line[from - 1]);
    from > 0 && room >= 0;
    room -= columns(line[from - 1])
  ) {
    from -= 1;
  }
  if (from === 0) return 0;
  const space = line.indexOf(' ', from);
  return space !== -1 && space < matchStart && space - from < BEFORE / 2 ? space : from;
}

/** Where the passage ends: AFTER columns after the match, moved back to a space if one is near. */
function cutAfter(line: string, matchEnd: number): number {
  let to = matchEnd;
  for (
    let room = AFTER - columns(line[to]);
    to < line.length && room >= 0;
    room -= columns(line[to])
  ) {
    to += 1;
  }
  if (to === line.length) return to;
  const space = line.lastIndexOf(' ', to);
  return space > matchEnd && to - space < AFTER / 2 ? space : to;
}
