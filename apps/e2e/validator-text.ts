/**
 * What a JSON-schema validator (AJV, as Fastify runs it) writes when a request breaks the schema:
 * `must match format "email"`, `must have required property 'email'`, `must NOT have more than 80
 * characters`, `must be integer`, `must be equal to one of the allowed values`, often after the part
 * of the request at fault (`body/email`). A member must never read any of it (issue 36): the screens
 * show the catalog text the problem names instead.
 */
export const VALIDATOR_TEXT = new RegExp(
  [
    String.raw`\bmust match (?:format|pattern) "`,
    String.raw`\bmust have required property\b`,
    String.raw`\bmust NOT (?:have|be valid)\b`,
    String.raw`\bmust be (?:string|number|integer|boolean|object|array|null|equal to (?:one of the allowed values|constant)|[<>]=? ?-?\d)`,
    String.raw`\bmust pass "\w+" keyword\b`,
    String.raw`(?:^|\s)(?:body|querystring|params|headers)(?:/\w+)+ must\b`,
  ].join('|'),
);

/** The validator sentences in a text, one per line that holds one. */
export const validatorSentences = (text: string): string[] =>
  text.split('\n').filter((line) => VALIDATOR_TEXT.test(line));
