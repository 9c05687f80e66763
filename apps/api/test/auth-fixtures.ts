import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { hashPassword } from '../src/auth/passwords.ts';
import type { Database } from '../src/platform/db/database.ts';
import { newToken } from '../src/platform/secrets.ts';
import { termsAcceptance } from '../src/account/terms.ts';
import type { Language } from '../src/notices/email-layout.ts';
import { codesIn } from '../src/web/dev-outbox.ts';
import { XHR } from './test-app.ts';

export const PASSWORD = 'Correct-Horse-42';
export const WEBPAGE = 'harbour-mail';

/** A member's contact details as the Account form and Signup send them (§3), less the email. */
export const CONTACT_DETAILS = {
  firstName: 'Alex',
  lastName: 'Chen',
  phoneNumber: '+61412345678',
  companyName: null,
  accountName: 'Alex Chen',
  address1: '12 Wharf Street',
  address2: null,
  city: 'Brisbane',
  postcode: '4000',
  state: 'QLD',
  country: 'Australia',
  language: 'en',
};

/** A member of harbour-mail who can log in with `PASSWORD` (or the one given). */
export async function createMember(
  db: Database,
  options: {
    email?: string;
    password?: string;
    loginGuard?: boolean;
    language?: Language;
    closed?: 'closed' | 'terminated';
    /** Accepted the current terms, as a member must before a signup payment (decision 082). */
    termsAccepted?: boolean;
  } = {},
): Promise<{ accountId: number; email: string; password: string }> {
  const email = options.email ?? `member-${newToken().slice(0, 10)}@example.test`;
  const password = options.password ?? PASSWORD;
  const { account_id: accountId } = await db.kysely
    .insertInto('accounts')
    .values({
      webpage: WEBPAGE,
      email,
      password_hash: await hashPassword(password),
      first_name: 'Alex',
      last_name: 'Chen',
      account_name: 'Alex Chen',
      user_code: `T${newToken().slice(0, 10)}`,
      verification_code: '4821',
      enable_login_guard: options.loginGuard ?? false,
      language: options.language ?? 'en',
      closed_at: options.closed ? new Date() : null,
      closed_reason: options.closed ?? null,
      ...(options.termsAccepted ? termsAcceptance(new Date()) : {}),
    })
    .returning('account_id')
    .executeTakeFirstOrThrow();
  return { accountId, email, password };
}

/** A browser: keeps the cookies the server sets and sends them back, like a real one. */
export class Browser {
  private readonly cookies = new Map<string, string>();

  constructor(
    private readonly app: FastifyInstance,
    readonly ip = '203.0.113.7',
  ) {}

  get cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  async request(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
    const response = await this.app.inject({
      method,
      url,
      remoteAddress: this.ip,
      headers: { ...XHR, ...(this.cookies.size ? { cookie: this.cookieHeader } : {}) },
      ...(payload ? { payload } : {}),
    });
    for (const { name, value, maxAge, expires } of response.cookies as SetCookie[]) {
      const cleared = value === '' || maxAge === 0 || (expires && expires.getTime() < Date.now());
      if (cleared) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  login(
    email: string,
    password: string,
    extra: { KeepLoggedIn?: boolean; loginGuard?: string } = {},
  ) {
    return this.request('POST', `/api/Login?webpage=${WEBPAGE}`, {
      EmailAddress: email,
      Password: password,
      KeepLoggedIn: extra.KeepLoggedIn ?? false,
      loginGuard: extra.loginGuard ?? null,
    });
  }

  /** A protected call of this part that changes nothing visible: 204 signed in, 401 otherwise. */
  async isSignedIn(): Promise<boolean> {
    const response = await this.request(
      'POST',
      `/api/EmailVerification/SendVerification?webpage=${WEBPAGE}`,
    );
    if (response.statusCode !== 204 && response.statusCode !== 401) {
      throw new Error(`Unexpected ${response.statusCode}: ${response.body}`);
    }
    return response.statusCode === 204;
  }
}

interface SetCookie {
  name: string;
  value: string;
  maxAge?: number;
  expires?: Date;
}

export const setCookieHeaders = (response: LightMyRequestResponse): string[] => {
  const header = response.headers['set-cookie'];
  return header === undefined ? [] : Array.isArray(header) ? header : [header];
};

/** Every message the outbox holds for an address, newest first. */
export async function outboxFor(db: Database, to: string) {
  return db.kysely
    .selectFrom('outbox_messages')
    .selectAll()
    .where('recipient', '=', to)
    .orderBy('message_id', 'desc')
    .execute();
}

/** An audit line as stored: its message id and values. */
export interface AuditLine {
  key: string;
  values: Record<string, string | number>;
}

/** The audit log of an account, oldest first. */
export async function auditOf(db: Database, accountId: number): Promise<AuditLine[]> {
  const rows = await db.kysely
    .selectFrom('audit_entries')
    .select(['text_key', 'text_values'])
    .where('account_id', '=', accountId)
    .orderBy('audit_id')
    .execute();
  return rows.map((row) => ({ key: row.text_key, values: row.text_values }));
}

/** The query value `name` of the first link in a message that contains `path`. */
export function linkParameter(links: string[], path: string, name: string): string {
  const link = links.find((candidate) => candidate.includes(path));
  if (!link) throw new Error(`No ${path} link in ${JSON.stringify(links)}`);
  return new URL(link).searchParams.get(name) ?? '';
}

/** The six-digit code in an email's text. */
export function codeIn(text: string): string {
  const [code] = codesIn(text);
  if (!code) throw new Error(`No code in: ${text}`);
  return code;
}
