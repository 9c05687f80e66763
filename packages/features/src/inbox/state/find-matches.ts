/** One place the searched text occurs: in which page, which text run of it, and where in that run. */
export interface TextMatch {
  page: number;
  run: number;
  start: number;
  end: number;
}

/**
 * Every occurrence of `query` in a document's text, page by page (`pages[n]` holds page n + 1's text
 * runs, as pdf.js gives them and its text layer draws them), ignoring case. A match is found inside
 * one run: words a PDF splits across runs are not joined.
 */
export function findMatches(pages: readonly (readonly string[])[], query: string): TextMatch[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return [];
  const matches: TextMatch[] = [];
  pages.forEach((runs, pageIndex) =>
    runs.forEach((text, run) => {
      const haystack = text.toLocaleLowerCase();
      for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + 1)) {
        matches.push({ page: pageIndex + 1, run, start: at, end: at + needle.length });
      }
    }),
  );
  return matches;
}
