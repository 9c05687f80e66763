/**
 * Whether `text` holds what a browser drops from a URL (tabs, newlines, other control characters)
 * or reads as `/` (a backslash).
 */
const isAmbiguous = (text: string) =>
  [...text].some((char) => char === '\\' || char <= '\u001f' || char === '\u007f');

/** `target` with its percent-escapes undone, or null when they are malformed. */
function decoded(target: string): string | null {
  try {
    return decodeURIComponent(target);
  } catch {
    return null;
  }
}

/**
 * Only a path on this site may be a redirect target, so a crafted link cannot send members away.
 * The target is parsed as a URL against the portal's own origin and kept only if it stays there.
 * Anything a browser or router could read differently from how it looks is refused rather than
 * repaired: `/\evil.example` and `/%5cevil.example` (backslashes become slashes), a tab or newline
 * inside (`/\t/evil.example` becomes `//evil.example`), `https:evil.example`, `javascript:`.
 */
export function safeRedirect(
  target: string | undefined,
  origin: string = globalThis.location.origin,
): string | null {
  if (!target || !target.startsWith('/')) return null;
  const plain = decoded(target);
  if (plain === null || isAmbiguous(plain) || plain.startsWith('//')) return null;
  let url: URL;
  try {
    url = new URL(target, origin);
  } catch {
    return null;
  }
  if (url.origin !== new URL(origin).origin) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
