/**
 * Server-side gates (issue 33, decision 082). On the main of 26 November 2026 only the browser kept
 * a member without a payment method or accepted terms out of the members' area: with plain
 * requests such a member downloaded scans and asked for shreds, and SaveTermsAndConditions stored
 * a hash of whatever HTML the client sent. Every operation §6 gates is tried here, read from the
 * contract and the gate table, so a new gated operation is covered without touching this file.
 */
import { SMS_VERIFICATION } from '@portal/domain/verification-status';
import type { Updateable } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendAs, validRequest } from '../../test/attack/contract-requests.ts';
import { databaseFingerprint } from '../../test/attack/database-fingerprint.ts';
import { addMail } from '../../test/mail-fixtures.ts';
import { auditMessages, newMember } from '../../test/member-fixtures.ts';
import { startTestApp, type Standing, type TestApp } from '../../test/test-app.ts';
import { TERMS_VERSION } from '#account/terms.ts';
import { readContract } from '#contract/contract.ts';
import type { AccountsTable } from '#platform/db/tables.ts';
import type { OperationId } from '#contract/operation-handler.ts';
import { gatesOf, type Gate } from '#http/member-gates.ts';

const contract = readContract();
const gated = contract.operations.filter(({ id }) => gatesOf(id as OperationId).length > 0).length;
const tally = { requests: 0, refused: 0 };

let api: TestApp;
beforeAll(async () => {
  api = await startTestApp();
});
afterAll(async () => {
  console.log(
    `server gates: ${gated} gated operations, ${contract.operations.length - gated} open; ${tally.refused} of ${tally.requests} requests refused with the gate's code`,
  );
  await api.close();
});

/** A member SMS verified unless told, in the standing given, with one scanned letter. */
async function member(standing: Standing, account: Updateable<AccountsTable> = {}) {
  const signedIn = await newMember(api, standing);
  await api.db.kysely
    .updateTable('accounts')
    .set({ sms_verification: SMS_VERIFICATION.verified, ...account })
    .where('account_id', '=', signedIn.accountId)
    .execute();
  const mailId = await addMail(api, signedIn.accountId);
  return { ...signedIn, mailId };
}

const pendingActionOf = async (mailId: number) =>
  (
    await api.db.kysely
      .selectFrom('mail_items')
      .select('mail_action')
      .where('mail_id', '=', mailId)
      .executeTakeFirstOrThrow()
  ).mail_action;

/** The findings: a scan download and a shred request, as the issue reproduced them. */
async function downloadAndShred(call: Awaited<ReturnType<typeof member>>['call'], mailId: number) {
  const download = await call('GET', `/api/mail/download?mailId=${mailId}`);
  const shred = await call('POST', '/api/mail/MarkPendingShred', {
    payload: { mailIds: [mailId] },
  });
  return [download, shred];
}

describe('a member without a payment method', () => {
  it('cannot download a scan or ask for a shred: 402 payment_required, nothing changed', async () => {
    const { call, mailId } = await member({ paid: false });
    for (const response of await downloadAndShred(call, mailId)) {
      expect(response.statusCode, response.body).toBe(402);
      expect(response.json()).toMatchObject({ code: 'payment_required' });
    }
    expect(await pendingActionOf(mailId)).toBeNull();
  });
});

describe('a member who has not accepted the terms', () => {
  it('cannot download a scan or ask for a shred: 403 terms_not_accepted', async () => {
    const { call, mailId } = await member({ termsAccepted: false });
    for (const response of await downloadAndShred(call, mailId)) {
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json()).toMatchObject({ code: 'terms_not_accepted' });
    }
    expect(await pendingActionOf(mailId)).toBeNull();
  });

  it('is shut out again when the server holds terms newer than the ones accepted', async () => {
    const { call, mailId } = await member(
      { termsAccepted: false },
      { terms_version: '2000-01-01', terms_accepted_at: new Date('2000-01-01') },
    );
    const [download] = await downloadAndShred(call, mailId);
    expect(download?.json()).toMatchObject({ code: 'terms_not_accepted' });
    const account = await call('POST', '/api/account/GetAccount');
    expect(account.json()).toMatchObject({ termsAndConditionsSigned: false });
  });
});

describe('an unverified member', () => {
  it('cannot download a scan or act on mail: 403 verification_required', async () => {
    const { call, mailId } = await member({}, { sms_verification: SMS_VERIFICATION.none });
    for (const response of await downloadAndShred(call, mailId)) {
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json()).toMatchObject({ code: 'verification_required' });
    }
    expect(await pendingActionOf(mailId)).toBeNull();
  });
});

describe('SaveTermsAndConditions', () => {
  it("ignores the HTML the client sends and records the server's version, which opens the gate", async () => {
    const { accountId, call, mailId } = await member({ termsAccepted: false });
    const forged = '<p>The member agrees to nothing at all.</p>';
    const saved = await call('POST', '/api/TermsAndConditions/SaveTermsAndConditions', {
      payload: { Html: forged },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ termsAndConditionsSigned: true });

    const row = await api.db.kysely
      .selectFrom('accounts')
      .selectAll()
      .where('account_id', '=', accountId)
      .executeTakeFirstOrThrow();
    expect(row.terms_version).toBe(TERMS_VERSION);
    expect(JSON.stringify(row)).not.toContain('agrees to nothing');
    expect(await auditMessages(api, accountId)).toEqual([
      { key: 'audit.termsAgreed', values: { version: TERMS_VERSION } },
    ]);
    expect((await call('GET', `/api/mail/download?mailId=${mailId}`)).statusCode).toBe(200);
  });
});

/** Each gate and a member failing only it, with the answer the gate gives. */
const FAILING: {
  gate: Gate;
  standing: Standing;
  account?: Updateable<AccountsTable>;
  status: number;
  code: string;
}[] = [
  { gate: 'payment', standing: { paid: false }, status: 402, code: 'payment_required' },
  { gate: 'terms', standing: { termsAccepted: false }, status: 403, code: 'terms_not_accepted' },
  {
    gate: 'verification',
    standing: {},
    account: { sms_verification: SMS_VERIFICATION.none },
    status: 403,
    code: 'verification_required',
  },
];

describe('every gated operation of the contract', () => {
  for (const { gate, standing, account, status, code } of FAILING) {
    const operations = contract.operations.filter((operation) =>
      gatesOf(operation.id as OperationId).includes(gate),
    );
    it(`refuses a member who fails only the ${gate} gate with ${status} ${code}, changing nothing (${operations.length} operations)`, async () => {
      const { call } = await member(standing, account);
      const fingerprint = await databaseFingerprint(api.db.kysely);
      const before = await fingerprint();
      const wrong: string[] = [];
      for (const operation of operations) {
        const response = await sendAs(
          call,
          operation,
          validRequest(contract.document, operation, 33),
        );
        tally.requests += 1;
        const body = response.json() as { code?: string };
        if (response.statusCode === status && body.code === code) tally.refused += 1;
        else wrong.push(`${operation.id}: ${response.statusCode} ${body.code ?? response.body}`);
      }
      expect(wrong).toEqual([]);
      expect(await fingerprint()).toBe(before);
    });
  }
});
