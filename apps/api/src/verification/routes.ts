import { SMS_CODE_CHECK } from '@portal/domain/verification-status';
import { accountIdOf } from '#auth/sessions.ts';
import { invalidField } from '#contract/problem.ts';
import type { OperationHandlers } from '#contract/operation-handler.ts';
import type { ServerContext } from '#platform/server-context.ts';
import { parseIdType, storeIdPhoto, withdrawIdPhotos } from '#verification/id-photos.ts';
import { bytesOfBinaryString } from '#verification/photo-file.ts';
import { selfieCodeOf, verificationState } from '#verification/queries.ts';
import { checkSmsCode, sendSmsCode } from '#verification/sms-verification.ts';

/** Identity verification by SMS and photo ID (§2, §4). */
export function verificationOperations(
  ctx: ServerContext,
): Pick<
  OperationHandlers,
  | 'getVerification'
  | 'deleteVerification'
  | 'sendSmsCode'
  | 'verifySmsCode'
  | 'generateSelfieCode'
  | 'uploadVerificationPhoto'
> {
  const { db } = ctx;
  return {
    getVerification: async (request) => verificationState(db, accountIdOf(request)),

    deleteVerification: async (request) => {
      const accountId = accountIdOf(request);
      await withdrawIdPhotos(db, ctx.storage, request.log, accountId);
      return verificationState(db, accountId);
    },

    sendSmsCode: async (request, reply) => {
      await sendSmsCode(db, ctx.sms, request.log, {
        accountId: accountIdOf(request),
        ip: request.ip,
        typedNumber: request.query.mobileNumber,
      });
      return reply.code(204).send();
    },

    verifySmsCode: async (request) => {
      const verified = await checkSmsCode(db, {
        accountId: accountIdOf(request),
        ip: request.ip,
        code: request.query.code,
      });
      return {
        verificationStatus: verified ? SMS_CODE_CHECK.verified : SMS_CODE_CHECK.incorrect,
      };
    },

    generateSelfieCode: async (request) => {
      return { code: await selfieCodeOf(db, accountIdOf(request)) };
    },

    /**
     * Besides the contract's `photoSide`, an optional `idType` query parameter (`licence`, the
     * default, or `passport`) says which sides complete the submission: a passport has no back.
     */
    uploadVerificationPhoto: async (request) => {
      const accountId = accountIdOf(request);
      // The multipart part `file`, read within the size limit by the plugin (see photo-file.ts).
      const file = (request.body as { file?: unknown } | undefined)?.file;
      if (typeof file !== 'string') {
        throw invalidField('file', 'Send the photo as multipart/form-data in a part named file');
      }
      await storeIdPhoto(db, ctx.storage, request.log, {
        accountId,
        side: request.query.photoSide,
        idType: parseIdType((request.query as { idType?: unknown }).idType),
        bytes: bytesOfBinaryString(file),
      });
      return verificationState(db, accountId);
    },
  };
}
