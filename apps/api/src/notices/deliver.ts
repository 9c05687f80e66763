import type { FastifyBaseLogger } from 'fastify';
import { ApiProblem } from '#contract/problem.ts';
import type { EmailMessage, EmailProvider } from '#platform/messages/messages.ts';

/**
 * Sends an email the member is waiting for: a provider failure answers 502 `provider_error`. The
 * provider's own error goes to the log only, as it may describe our mail server.
 */
export async function deliverOrFail(
  email: EmailProvider,
  message: EmailMessage,
  log: FastifyBaseLogger,
): Promise<void> {
  if (!(await tryToSend(email, message, log))) {
    throw new ApiProblem(
      502,
      'provider_error',
      'The email could not be sent; please try again later',
    );
  }
}

/** Sends an email whose failure must not undo or reveal anything (signup, reset request). */
export async function deliverOrLog(
  email: EmailProvider,
  message: EmailMessage,
  log: FastifyBaseLogger,
): Promise<void> {
  await tryToSend(email, message, log);
}

async function tryToSend(email: EmailProvider, message: EmailMessage, log: FastifyBaseLogger) {
  try {
    await email.send(message);
    return true;
  } catch (error) {
    log.error({ err: error, webpage: message.webpage }, 'email could not be sent');
    return false;
  }
}
