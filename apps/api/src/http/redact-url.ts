/**
 * Query parameters that carry secrets: §7 puts passwords (ChangePassword, ResetPassword), reset codes
 * and emailed codes (`q`) in query strings, so request logs must not print their values.
 */
const SECRET_PARAMETER = /pass|code|token|^q$|^reset$|mobile/i;

/** The URL as logs may show it: every secret query value replaced by `***`. */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  if (queryAt < 0) return url;
  const query = new URLSearchParams(url.slice(queryAt + 1));
  for (const name of new Set(query.keys())) {
    if (SECRET_PARAMETER.test(name)) query.set(name, '***');
  }
  return `${url.slice(0, queryAt)}?${query.toString().replaceAll('%2A', '*')}`;
}
