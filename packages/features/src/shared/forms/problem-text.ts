import { PortalApiError, type ProblemCode } from '@portal/api-client/errors';
import { useFormatText, type ServerText } from '#shared/server-text.ts';

/**
 * The member's words for problems the server answers without a text of its own (issue 38's limits
 * and refusals, issue 39's roles and invitations); the catalogs hold them in the `members` area, loaded with every signed-in screen.
 */
const PROBLEM_CODE_KEYS: Partial<Record<ProblemCode, string>> = {
  mail_rules_not_offered: 'problem.mailRulesNotOffered',
  rule_limit_reached: 'problem.ruleLimitReached',
  rule_action_not_undoable: 'problem.ruleActionNotUndoable',
  label_limit_reached: 'problem.labelLimitReached',
  role_forbids: 'problem.roleForbids',
  already_a_user: 'problem.alreadyAUser',
  invitation_pending: 'problem.invitationPending',
  team_limit_reached: 'problem.teamLimitReached',
  account_holder_fixed: 'problem.accountHolderFixed',
};

/**
 * The one mapping from a failed call to what the member reads (issue 36): the catalog message the
 * server's problem names (every problem carries one, decision 083), else the catalog's words for its
 * code, else the screen's own message
 * for that failure (no answer, a proxy's error page). Never the problem's `detail`, which is English
 * for developers and may be a validator's sentence.
 */
export function problemText(error: unknown, fallbackKey: string): ServerText {
  if (!(error instanceof PortalApiError)) return { key: fallbackKey, values: {} };
  if (error.text) return error.text;
  const codeKey = error.code ? PROBLEM_CODE_KEYS[error.code] : undefined;
  return { key: codeKey ?? fallbackKey, values: {} };
}

/** {@link problemText}, rendered in the member's language. */
export function useProblemMessage(): (error: unknown, fallbackKey: string) => string {
  const formatText = useFormatText();
  return (error, fallbackKey) => formatText(problemText(error, fallbackKey));
}
