import { PortalApiError } from '@portal/api-client/errors';
import { useFormatText, type ServerText } from '#shared/server-text.ts';

/**
 * The one mapping from a failed call to what the member reads (issue 36): the catalog message the
 * server's problem names (every problem carries one, decision 083), else the screen's own message
 * for that failure (no answer, a proxy's error page). Never the problem's `detail`, which is English
 * for developers and may be a validator's sentence.
 */
export function problemText(error: unknown, fallbackKey: string): ServerText {
  return error instanceof PortalApiError && error.text
    ? error.text
    : { key: fallbackKey, values: {} };
}

/** {@link problemText}, rendered in the member's language. */
export function useProblemMessage(): (error: unknown, fallbackKey: string) => string {
  const formatText = useFormatText();
  return (error, fallbackKey) => formatText(problemText(error, fallbackKey));
}
