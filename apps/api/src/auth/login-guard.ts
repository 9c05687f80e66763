import type { FastifyReply, FastifyRequest } from 'fastify';
import { holderOf, recipientOfLogin, type Login } from '#auth/logins.ts';
import { authoriseDevice, isDeviceAuthorised } from '#auth/device-authorisations.ts';
import {
  consumeCode,
  issueCode,
  recordWrongCode,
  useCode,
  type CodeScope,
} from '#auth/one-time-codes.ts';
import { limitAttempt } from '#auth/rate-limits.ts';
import { newNumericCode, newToken, sha256 } from '#platform/secrets.ts';
import type { SessionCookieOptions, ServerContext } from '#platform/server-context.ts';
import { siteUrl, type Brand } from '#brands/brand-registry.ts';
import { deliverOrFail } from '#notices/deliver.ts';
import { composeEmail } from '#notices/email-layout.ts';
import { loginGuardEmail } from '#notices/login-guard-email.ts';
import { audit } from '#platform/audit.ts';

/** Login guard codes and links expire after 10 minutes (DESIGN §7). */
export const LOGIN_GUARD_MINUTES = 10;

/** The device cookie outlives any session; browsers cap cookie lifetimes at 400 days. */
const DEVICE_COOKIE_DAYS = 365;

/**
 * The login guard (§2 /LoginGuard, /authorise; §4) recognises a browser by a random token in a
 * long-lived httpOnly cookie; the server keeps only its SHA-256, per account it was authorised for.
 */
export const deviceCookieName = ({ secure }: SessionCookieOptions) =>
  secure ? '__Host-portal_device' : 'portal_device';

function deviceTokenOf(request: FastifyRequest, cookie: SessionCookieOptions): string | undefined {
  return request.cookies[deviceCookieName(cookie)] || undefined;
}

/** The browser's device token, giving it one first if it has none. */
function ensureDeviceToken(
  request: FastifyRequest,
  reply: FastifyReply,
  cookie: SessionCookieOptions,
): string {
  const existing = deviceTokenOf(request, cookie);
  if (existing) return existing;
  const token = newToken();
  reply.setCookie(deviceCookieName(cookie), token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: cookie.secure,
    maxAge: DEVICE_COOKIE_DAYS * 24 * 60 * 60,
  });
  return token;
}

/** Whether this browser was authorised for the user's login before (its device cookie). */
export async function isAuthorisedBrowser(
  ctx: ServerContext,
  request: FastifyRequest,
  userId: number,
): Promise<boolean> {
  const deviceSha256 = currentDeviceSha256(ctx, request);
  return deviceSha256 !== undefined && isDeviceAuthorised(ctx.db, userId, deviceSha256);
}

/** The hash the server keeps of this browser's device token; undefined when it has none. */
export function currentDeviceSha256(
  ctx: ServerContext,
  request: FastifyRequest,
): string | undefined {
  const device = deviceTokenOf(request, ctx.cookie);
  return device === undefined ? undefined : sha256(device);
}

/**
 * The login form's guard step, after the password has matched: true when this browser may log in
 * now, because it was authorised before or `typedCode` is a live code emailed for it. Otherwise it
 * emails a code and link for this browser (unless a wrong code was typed while the emailed one still
 * works) and the caller answers `loginGuardRequired`.
 */
export async function passLoginGuard(
  ctx: ServerContext,
  request: FastifyRequest,
  reply: FastifyReply,
  brand: Brand,
  login: Login,
  typedCode: string | null,
): Promise<boolean> {
  const accountId = login.account.account_id;
  const { userId } = login.user;
  const deviceSha256 = sha256(ensureDeviceToken(request, reply, ctx.cookie));
  if (await isDeviceAuthorised(ctx.db, userId, deviceSha256)) return true;
  const scope = { accountId, purpose: 'login_guard', deviceSha256, userId } as const;

  const code = typedCode?.trim();
  if (code) {
    await limitAttempt(ctx.db, 'loginGuardCode', { ip: request.ip, account: accountId });
    const authorised = await ctx.db.transaction().execute(async (trx) => {
      if ((await consumeCode(trx, 'login_guard', code, scope)) === null) return false;
      await authoriseDevice(
        trx,
        { accountId, userId },
        deviceSha256,
        'audit.browserAuthorisedByCode',
      );
      return true;
    });
    if (authorised) return true;
    await audit(ctx.db, accountId, {
      key: 'audit.loginGuardCodeWrong',
      values: { ip: request.ip },
    });
    if (await recordWrongCode(ctx.db, scope)) return false;
  }
  await emailGuardCode(ctx, request, brand, login, scope);
  return false;
}

/** Emails a 6-digit code and an /authorise link, both single-use and bound to this browser. */
async function emailGuardCode(
  ctx: ServerContext,
  request: FastifyRequest,
  brand: Brand,
  login: Login,
  scope: CodeScope,
): Promise<void> {
  const code = newNumericCode(6);
  const linkToken = newToken();
  await issueCode(ctx.db, scope, code, LOGIN_GUARD_MINUTES);
  await issueCode(ctx.db, scope, linkToken, LOGIN_GUARD_MINUTES);
  await audit(ctx.db, scope.accountId, {
    key: 'audit.loginGuardCodeEmailed',
    values: { ip: request.ip },
  });
  await deliverOrFail(
    ctx.email,
    composeEmail(brand, recipientOfLogin(login), loginGuardEmail, {
      code,
      link: `${siteUrl(brand)}/authorise?q=${linkToken}`,
      minutes: LOGIN_GUARD_MINUTES,
    }),
    request.log,
  );
}

/**
 * The emailed /authorise link (`LoginGuardAuthorise`): authorises the browser the code was emailed
 * for, and only when opened in that browser, so a forwarded or intercepted link is worth nothing.
 */
export async function authoriseByLink(
  ctx: ServerContext,
  request: FastifyRequest,
  token: string,
): Promise<boolean> {
  await limitAttempt(ctx.db, 'loginGuardLink', { ip: request.ip });
  const deviceSha256 = currentDeviceSha256(ctx, request);
  if (!deviceSha256) return false;
  return ctx.db.transaction().execute(async (trx) => {
    const used = await useCode(trx, 'login_guard', token, { deviceSha256 });
    if (used === null) return false;
    const owner = {
      accountId: used.accountId,
      userId: used.userId ?? (await holderOf(trx, used.accountId)).userId,
    };
    await authoriseDevice(trx, owner, deviceSha256, 'audit.browserAuthorisedByLink');
    return true;
  });
}
