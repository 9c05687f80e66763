import { accountIdOf } from '#auth/sessions.ts';
import { brandFor } from '#brands/brand-registry.ts';
import { deliverOrFail } from '#emails/deliver.ts';
import { ApiProblem } from '#http/problem.ts';
import type { OperationHandlers } from '#operations/operation-handler.ts';
import { audit } from '#services/audit.ts';
import { limitAttempt } from '#auth/rate-limits.ts';
import type { ServerContext } from '#server-context.ts';
import { memberOf } from '#support/queries.ts';

/** The support contact form (§2 /Members/Support). */
export function supportOperations(ctx: ServerContext): Pick<OperationHandlers, 'sendSupportEmail'> {
  const { db } = ctx;

  return {
    sendSupportEmail: async (request, reply) => {
      const brand = brandFor(request.query.webpage);
      const accountId = accountIdOf(request);
      const { email, subject, message } = request.body;
      await limitAttempt(db, 'supportEmail', { ip: request.ip, account: accountId });
      const member = await memberOf(db, accountId);
      const from = `${member.first_name} ${member.last_name} (suite ${member.user_code}, ${email})`;
      const support = {
        webpage: brand.id,
        to: brand.email,
        replyTo: email,
        subject: `Support: ${subject}`,
        text: `${from} wrote:\n\n${message}\n`,
      };
      try {
        await deliverOrFail(ctx.email, support, request.log);
      } catch {
        // §8: the screen tells the member to write to the brand's address themselves.
        throw new ApiProblem(
          502,
          'provider_error',
          `Unable to send email. Please send directly to ${brand.email}`,
        );
      }
      await audit(db, accountId, `Support email sent: ${subject}`);
      return reply.code(204).send();
    },
  };
}
