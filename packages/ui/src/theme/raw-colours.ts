import { colorsNamed } from 'culori/fn';

const COMMENTS = /\/\*[\s\S]*?\*\/|(?<![:'"`])\/\/.*$/gm;
const IMPORT_SPECIFIERS = /\b(?:from|import)\s*['"][^'"]*['"]/g;
const HEX = /#[0-9a-f]{3,8}\b/gi;
const COLOUR_FUNCTIONS = /\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(/gi;
const STRING_LITERALS = /'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g;
const NAMED = new Set(Object.keys(colorsNamed));

/**
 * Colour literals written into source instead of read from the theme: hex, colour functions and
 * (when `namedColours` is on, for style files whose strings are CSS) named colours such as `white`.
 * `currentColor` and `transparent` are not colours of their own, so they pass.
 */
export function findRawColours(source: string, { namedColours }: { namedColours: boolean }) {
  const code = source.replace(COMMENTS, '').replace(IMPORT_SPECIFIERS, '');
  const found = [...(code.match(HEX) ?? []), ...(code.match(COLOUR_FUNCTIONS) ?? [])];
  if (namedColours) {
    for (const literal of code.match(STRING_LITERALS) ?? []) {
      const words = literal.toLowerCase().match(/[a-z]+/g) ?? [];
      found.push(...words.filter((word) => NAMED.has(word)));
    }
  }
  return found;
}

const TYPE_DECLARATIONS =
  /\b(fontSize|fontWeight|font)\s*:\s*('(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`|\d[\d.]*)/g;
const INHERITED = /^['"`](?:inherit|unset)['"`]$/;
/** A size capped by the theme's scale that shrinks with its container: `min(${vars.fontSize.xl}, 7cqi)`. */
const CAPPED_BY_SCALE = /^`min\(\$\{vars\.fontSize\.\w+\}, [\d.]+cqi\)`$/;

/**
 * Font sizes and weights written into styles instead of read from the theme's type scale
 * (`vars.fontSize.sm`, `vars.fontWeight.bold`): `fontWeight: 600`, `fontSize: '13px'`, a `font`
 * shorthand. Inheriting (`font: 'inherit'`) passes, and so does a scale size that gives way to a
 * narrow container (the card preview's number on a phone).
 */
export function findRawTypography(source: string): string[] {
  const code = source.replace(COMMENTS, '');
  return [...code.matchAll(TYPE_DECLARATIONS)]
    .filter(([, , value]) => !INHERITED.test(value!) && !CAPPED_BY_SCALE.test(value!))
    .map(([declaration]) => declaration);
}
