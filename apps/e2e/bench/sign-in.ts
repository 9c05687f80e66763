import { DEMO_PASSWORD } from '@portal/api/src/seed/demo-accounts.ts';

/**
 * Signs a member of Harbour Mail in through POST /api/Login, as the login screen does, and answers
 * the Cookie header that carries the new session ("Keep me signed in", so it is persistent).
 */
export async function signIn(origin: string, email: string, password = DEMO_PASSWORD) {
  const response = await fetch(`${origin}/api/Login?webpage=harbour-mail`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    body: JSON.stringify({
      EmailAddress: email,
      Password: password,
      KeepLoggedIn: true,
      loginGuard: null,
    }),
  });
  const cookie = response.headers.getSetCookie().find((each) => each.includes('portal_session='));
  if (!response.ok || !cookie) throw new Error(`signing ${email} in answered ${response.status}`);
  return cookie.split(';')[0]!;
}
