/** The part of one text run a match covers: which run of the page, and where in it. */
export interface TextPart {
  run: number;
  start: number;
  end: number;
}

/** One place the searched text occurs: its page, and the runs it covers (usually one). */
export interface TextMatch {
  page: number;
  parts: TextPart[];
}

/** A character of a page's text, where it is, as the search compares it. */
interface Placed {
  run: number;
  at: number;
  char: string;
}

/** Lower case where that keeps one character one character (so places stay aligned). */
const folded = (char: string) => {
  const lower = char.toLocaleLowerCase();
  return lower.length === char.length ? lower : char;
};

/**
 * Every occurrence of `query` in a document's text, page by page (`pages[n]` holds page n + 1's text
 * runs, as pdf.js gives them and its text layer draws them), ignoring case and white space. White
 * space is ignored because a PDF's runs do not keep it faithfully: OCR text layers put spaces inside
 * Japanese and Chinese lines and split them into runs (`大`, ` `, `阪`), and a search for 大阪 must
 * still find and mark them; a match may so cover several runs.
 */
export function findMatches(pages: readonly (readonly string[])[], query: string): TextMatch[] {
  const needle = [...query.replace(/\s+/g, '')].map(folded).join('');
  if (!needle) return [];
  const matches: TextMatch[] = [];
  pages.forEach((runs, pageIndex) => {
    const placed: Placed[] = [];
    runs.forEach((text, run) => {
      for (let at = 0; at < text.length; at += 1) {
        if (!/\s/.test(text[at]!)) placed.push({ run, at, char: folded(text[at]!) });
      }
    });
    const haystack = placed.map(({ char }) => char).join('');
    for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + 1)) {
      matches.push({ page: pageIndex + 1, parts: partsOf(placed.slice(at, at + needle.length)) });
    }
  });
  return matches;
}

/** The covered characters as one part per run, from the first to the last in that run. */
function partsOf(covered: Placed[]): TextPart[] {
  const parts: TextPart[] = [];
  for (const { run, at } of covered) {
    const last = parts.at(-1);
    if (last?.run === run) last.end = at + 1;
    else parts.push({ run, start: at, end: at + 1 });
  }
  return parts;
}
