import { headerLine } from '@portal/domain/validation/support-form';
import { accountIdOf } from '#auth/sessions.ts';
import { accountBrand } from '#platform/db/account-row.ts';
import { brandFor } from '#brands/brand-registry.ts';
import { deliverOrFail } from '#notices/deliver.ts';
import { ApiProblem, invalidField } from '#contract/problem.ts';
import type { OperationHandlers } from '#contract/operation-handler.ts';
import { audit } from '#platform/audit.ts';
import { limitAttempt } from '#auth/rate-limits.ts';
import type { ServerContext } from '#platform/server-context.ts';
import { memberOf } from '#support/queries.ts';

/** The support contact form (§2 /Members/Support). */
export function supportOperations(ctx: ServerContext): Pick<OperationHandlers, 'sendSupportEmail'> {
  const { db } = ctx;

  return {
    sendSupportEmail: async (request, reply) => {
      // An unknown `webpage` is still a bad request, but the email carries the member's own brand.
      brandFor(request.query.webpage);
      const accountId = accountIdOf(request);
      const brand = await accountBrand(db, accountId);
      // Subject and reply-to become email headers: on one line, so no one can add a header.
      const email = headerLine(request.body.email);
      const subject = headerLine(request.body.subject);
      const { message } = request.body;
      if (!subject) throw invalidField('subject', 'Can not be blank', 'problem.field.required');
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
      await audit(db, accountId, { key: 'audit.supportEmailSent', values: { subject } });
      return reply.code(204).send();
    },
  };
}
