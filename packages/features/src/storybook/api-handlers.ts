/**
 * /api for the screen stories, answered by Mock Service Worker from the fixtures. Handlers are typed
 * by the contract's generated `paths` (openapi-msw), so a contract change that a mock no longer fits
 * fails the type check. A story overrides one call with `parameters.msw.handlers`.
 */
import type { paths } from '@portal/contract/schema';
import { HttpResponse, delay } from 'msw';
import { createOpenApiHttp } from 'openapi-msw';
import { FOLDER } from '@portal/domain/folders';
import { MAIL_STATUS } from '@portal/domain/mail-status';
import { receipt } from '#shared/payment-card/payment-fixtures.ts';
import {
  actionRequired,
  labels,
  mailRuleActions,
  mailRuleDryRun,
  mailRules,
  scanRuleCost,
} from '#testing/mail-rules-fixtures.ts';
import {
  additionalNames,
  addresses,
  alerts,
  domesticQuote,
  folderCounts,
  folders,
  forwardLog,
  locations,
  mailItems,
  member,
  plans,
  sandboxPaymentConfig,
  sessions,
} from '#testing/fixtures.ts';
import {
  invitationDetails,
  oneAccount,
  teamInvitations,
  teamUsers,
} from '#testing/team-fixtures.ts';
// Made by the API's demo-seed renderer (apps/api/src/seed/letter-pdf.ts): an envelope and a letter.
import envelopeScanUrl from '#testing/scans/envelope.pdf?url';
import letterScanUrl from '#testing/scans/letter.pdf?url';

export const http = createOpenApiHttp<paths>();

/** A problem+json refusal, as the server sends it; give it to the handler's `response.untyped`. */
export function problem(status: number, code: string, detail: string) {
  return HttpResponse.json(
    { type: 'about:blank', title: code, status, code, detail },
    { status, headers: { 'content-type': 'application/problem+json' } },
  );
}

/** A call that never answers: the screen's loading state, held still for a screenshot. */
export const never = async (): Promise<never> => {
  await delay('infinite');
  throw new Error('delay("infinite") returned');
};

/** A fixture PDF as the download call sends it: a JSON string of base64, fetched once per file. */
const base64Pdfs = new Map<string, Promise<string>>();
function base64Pdf(url: string): Promise<string> {
  const encoded =
    base64Pdfs.get(url) ??
    fetch(url)
      .then((response) => response.arrayBuffer())
      .then((buffer) =>
        btoa(Array.from(new Uint8Array(buffer), (byte) => String.fromCharCode(byte)).join('')),
      );
  base64Pdfs.set(url, encoded);
  return encoded;
}

/** What a signed-in member's screens ask for, answered as the demo member's account would be. */
export const apiHandlers = {
  account: http.post('/api/account/GetAccount', ({ response }) => response(200).json(member)),
  alerts: http.get('/api/Alert', ({ response }) => response(200).json(alerts)),
  markAlertRead: http.post('/api/Alert', ({ response }) => response(204).empty()),
  mail: http.get('/api/Mail', ({ response }) => response(200).json(mailItems)),
  folders: http.get('/api/Folder', ({ response }) => response(200).json(folders)),
  // The inbox's count is the forty items the stories list.
  folderCounts: http.get('/api/mail/FolderCounts', ({ response }) =>
    response(200).json(
      folderCounts.map((count) =>
        count.folderId === FOLDER.inbox
          ? { ...count, items: mailItems.length, unread: mailItems.filter((m) => !m.read).length }
          : count,
      ),
    ),
  ),
  plans: http.get('/api/Plan/GetAll', ({ response }) => response(200).json(plans)),
  paymentConfig: http.get('/api/Payment/Config', ({ response }) =>
    response(200).json(sandboxPaymentConfig),
  ),
  locations: http.get('/api/Location/GetAll', ({ response }) => response(200).json(locations)),
  // The server also matches scanned text; the fixtures have none, so names stand in for it, and a
  // scanned item's scan is said to hold the search on its second page.
  searchMail: http.get('/api/mail/search', ({ query, response }) => {
    const searched = (query.get('query') ?? '').trim();
    const words = searched.toLowerCase().split(/\s+/).filter(Boolean);
    const before = '…closing balance of your ';
    return response(200).json(
      mailItems
        .filter((item) => words.every((word) => item.name.toLowerCase().includes(word)))
        .map((item) =>
          item.status === MAIL_STATUS.scanned
            ? {
                ...item,
                snippet: {
                  text: `${before}${searched} account on 31 March was $2,140.00, after interest…`,
                  page: 2,
                  start: before.length,
                  length: searched.length,
                },
              }
            : item,
        ),
    );
  }),
  // A scanned item's contents (envelope, then a two-page letter); an unopened one's envelope photo.
  download: http.get('/api/mail/download', async ({ query, response }) => {
    const item = mailItems.find(({ mailId }) => String(mailId) === query.get('mailId'));
    if (!item) return response.untyped(problem(404, 'not_found', 'No such item'));
    const scanned = item.status === MAIL_STATUS.scanned;
    return response(200).json(await base64Pdf(scanned ? letterScanUrl : envelopeScanUrl));
  }),
  login: http.post('/api/Login', ({ response }) => response(200).json(null)),
  addresses: http.get('/api/Address', ({ response }) => response(200).json(addresses)),
  quote: http.post('/api/forward/Calculate', ({ response }) => response(200).json(domesticQuote)),
  forwardLog: http.get('/api/forward/log', ({ response }) => response(200).json(forwardLog)),
  pendingForwards: http.get('/api/forward/GetPendingForwards', ({ response }) =>
    response(200).json([]),
  ),
  additionalNames: http.get('/api/AdditionalName', ({ response }) =>
    response(200).json(additionalNames),
  ),
  sessions: http.get('/api/Session', ({ response }) => response(200).json(sessions)),
  teamUsers: http.get('/api/Team/Users', ({ response }) =>
    response(200).json({ users: teamUsers, invitations: teamInvitations }),
  ),
  invitation: http.get('/api/Team/Invitation', ({ response }) =>
    response(200).json(invitationDetails),
  ),
  // A login of one account: the user menu offers no switch.
  myAccounts: http.get('/api/Session/Accounts', ({ response }) => response(200).json(oneAccount)),
  switchAccount: http.post('/api/Session/Switch', ({ response }) =>
    response(200).json({ ok: true }),
  ),
  verification: http.get('/api/verification/getverification', ({ response }) =>
    response(200).json({ idVerification: 0, smsVerification: 0 }),
  ),
  selfieCode: http.get('/api/verification/generaterandomcode', ({ response }) =>
    response(200).json({ code: '4821' }),
  ),
  sendSmsCode: http.post('/api/verification/Sms', ({ response }) => response(204).empty()),
  verifySmsCode: http.post('/api/verification/verifysms', ({ response }) =>
    response(200).json({ verificationStatus: 0 }),
  ),
  uploadPhoto: http.post('/api/verification/upload', ({ query, response }) =>
    response(200).json({
      idVerification: query.get('photoSide') === 'selfie' ? 1 : 0,
      smsVerification: 2,
    }),
  ),
  redoPhotoId: http.delete('/api/verification/deleteVerification', ({ response }) =>
    response(200).json({ idVerification: 0, smsVerification: 2 }),
  ),
  // /verify's "Email me a new link": the server answers the same whatever the address.
  resendVerification: http.post('/api/EmailVerification/Resend', ({ response }) =>
    response(204).empty(),
  ),
  // Issue 36: the member's chosen locations (Sydney's PO Box and Melbourne), and the card on file.
  accountLocations: http.get('/api/Account/GetLocations', ({ response }) =>
    response(200).json([1, 3]),
  ),
  receipts: http.get('/api/Payment/Receipts', ({ response }) => response(200).json([receipt])),
  chargeCard: http.post('/api/Payment/ChargeCard', ({ response }) => response(200).json(receipt)),
  removeCard: http.post('/api/Payment/RemoveCard', ({ response }) =>
    response(200).json({ ...member, card: null, autoTopUpAmount: null }),
  ),
  // Issue 38: two sender rules, what they did, and a new rule's price and dry run.
  mailRules: http.get('/api/MailRules', ({ response }) => response(200).json(mailRules)),
  mailRuleActions: http.get('/api/MailRules/Actions', ({ response }) =>
    response(200).json(mailRuleActions),
  ),
  quoteMailRule: http.post('/api/MailRules/Cost', ({ response }) =>
    response(200).json(scanRuleCost),
  ),
  dryRunMailRule: http.post('/api/MailRules/DryRun', ({ response }) =>
    response(200).json(mailRuleDryRun),
  ),
  labels: http.get('/api/Labels', ({ response }) => response(200).json(labels)),
  // Three items wait for the demo member: the sidebar's badge and the Action Required view.
  actionRequired: http.get('/api/ActionRequired', ({ response }) =>
    response(200).json(actionRequired),
  ),
};
