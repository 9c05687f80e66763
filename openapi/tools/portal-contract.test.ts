/** The contract itself: openapi/portal.yaml against the spec (§3, §6, §7) and our conventions. */
import type {
  MediaTypeObject,
  OperationObject,
  ResponseObject,
  SchemaObject,
} from 'openapi-typescript';
import { describe, expect, it } from 'vitest';
import {
  listOperations,
  loadDocument,
  resolve,
  type DocumentOperation,
} from './openapi-document.ts';

const document = loadDocument();
const operations = listOperations(document);
const key = ({ method, path }: { method: string; path: string }) =>
  `${method.toUpperCase()} ${path}`;

/** Every call of spec §7, with its method and path exactly as the spec writes them. */
const SPEC_CALLS = [
  // Account
  'POST /api/account/GetAccount',
  'POST /api/Account/UpdateAccount',
  'POST /api/Account/pause',
  'POST /api/Account/Unpause',
  'POST /api/Account/UpdateIncludePdf',
  'POST /api/Account/updateSeperateAlerts',
  'POST /api/Account/UpdateEmailActionNotificaion',
  'POST /api/Account/ChangePassword',
  'POST /api/Account/ResetPassword',
  'POST /api/Account/SendResetPassword',
  'POST /api/Account/UpdateAutoTopup',
  'POST /api/Account/CloseAccount',
  'POST /api/Account/UpdateLoginGuard',
  'POST /api/Account/ChoosePlan',
  'POST /api/Account/UpdateAutoAction',
  'GET /api/Account/GetLocations',
  'POST /api/Account/AddLocations',
  'GET /api/account/logout',
  // Registration and login
  'POST /api/Registration/IsEmailAvailable',
  'POST /api/Registration/Signup',
  'POST /api/Registration/RegistrationComplete',
  'POST /api/Login',
  'POST /api/Login/LoginGuardAuthorise',
  'POST /api/EmailVerification/SubmitVerification',
  'POST /api/EmailVerification/SendVerification',
  // Verification and payment
  'GET /api/verification/getverification',
  'DELETE /api/verification/deleteVerification',
  'POST /api/verification/Sms',
  'POST /api/verification/verifysms',
  'GET /api/verification/generaterandomcode',
  'POST /api/verification/upload',
  'POST /api/paypal/verify',
  'POST /api/Payment/UpdateCard',
  'POST /api/TermsAndConditions/SaveTermsAndConditions',
  // Support and email
  'POST /api/Support/Email',
  'POST /api/Email/Send',
  // Alerts, folders, addresses, audit, transactions
  'GET /api/Alert',
  'POST /api/Alert',
  'GET /api/Folder',
  'POST /api/Folder',
  'DELETE /api/Folder',
  'GET /api/Address',
  'POST /api/Address',
  'DELETE /api/Address',
  'GET /api/Audit',
  'GET /api/Transaction',
  'GET /api/StorageMetrics/GetMetrics',
  'GET /api/Location/GetAll',
  'GET /api/Plan/GetAll',
  'GET /api/AdditionalName',
  'POST /api/AdditionalName',
  'DELETE /api/AdditionalName',
  // Mail
  'GET /api/Mail',
  'GET /api/mail/search',
  'GET /api/mail/download',
  'POST /api/mail/Rescan',
  'POST /api/mail/RenameMail',
  'POST /api/mail/MoveToFolder',
  'POST /api/mail/CancelPending',
  'POST /api/mail/MarkPendingScan',
  'POST /api/mail/MarkPendingShred',
  'POST /api/mail/Recycle',
  'GET /api/mail/DownloadBulk',
  'GET /api/mail/MailHeld',
  'POST /api/ReturnToSender/MarkReturnToSender',
  // Forward
  'POST /api/forward/Calculate',
  'POST /api/forward/create',
  'GET /api/forward/GetPendingForwards',
  'POST /api/forward/AddToPendingForward',
  'DELETE /api/forward/cancel',
  'GET /api/forward/log',
];

/**
 * §7 calls the contract serves differently on purpose, each with the call that replaces it: logout
 * is a POST with the CSRF header, so no other site can sign a member out with a link (issue 33,
 * docs/decisions/070).
 */
const DEPARTURES: Record<string, string> = {
  'GET /api/account/logout': 'POST /api/account/logout',
};
const asServed = (call: string) => DEPARTURES[call] ?? call;

/**
 * Operations beyond §7: the health check and the readiness probe (decision 106), the designed pending-forward marking, the folder
 * counts the inbox sidebar shows (issue 14), the session list and its logout (issue 23),
 * signing out every other session from the settings (issue 17), and the public payment
 * configuration the card form tokenises with (decision 050).
 */
const EXTRA_OPERATIONS = [
  'GET /api/health',
  'GET /api/health/ready',
  'GET /api/Session',
  'DELETE /api/Session',
  'DELETE /api/Session/Others',
  // The accounts one login opens and moving between them (issue 39, decision 105).
  'GET /api/Session/Accounts',
  'POST /api/Session/Switch',
  // A new verification link from /verify when the old one is bad or spent, without a session
  // (decision 086): §7's SendVerification needs one.
  'POST /api/EmailVerification/Resend',
  // Quoting a scan's first lines in emails about new mail, each user's own choice (issue 41).
  'POST /api/Account/UpdateQuoteScanText',
  // The old address's link that undoes a sign-in email change (decision 081).
  'POST /api/Account/UndoEmailChange',
  // The holder's own low-balance warning level (issue 41).
  'POST /api/Account/UpdateLowBalanceWarning',
  // Withdrawing a notice to close, which §9's notice period needs and §7 never had (decision 076).
  'POST /api/Account/WithdrawClose',
  'GET /api/Payment/Config',
  // The card on file: pay with it, forget it, and the tax invoices every payment issues (decision
  // 086); §7 only saves a card.
  'POST /api/Payment/ChargeCard',
  'POST /api/Payment/RemoveCard',
  'GET /api/Payment/Receipts',
  'GET /api/mail/FolderCounts',
  'POST /api/mail/MarkPendingForward',
  // Labels, the Action Required view and sender rules (issue 38, decisions 102 to 104).
  'GET /api/Labels',
  'PUT /api/Labels',
  'POST /api/Labels',
  'DELETE /api/Labels',
  'POST /api/mail/Labels',
  'GET /api/ActionRequired',
  'GET /api/MailRules',
  'PUT /api/MailRules',
  'POST /api/MailRules',
  'DELETE /api/MailRules',
  'POST /api/MailRules/Order',
  'POST /api/MailRules/Cost',
  'POST /api/MailRules/DryRun',
  'GET /api/MailRules/Actions',
  'POST /api/MailRules/Actions/Undo',
  // Users of a shared account and their invitations (issue 39, decision 105).
  'GET /api/Team/Users',
  'PUT /api/Team/Users/{userId}',
  'DELETE /api/Team/Users/{userId}',
  'POST /api/Team/Invitations',
  'DELETE /api/Team/Invitations/{invitationId}',
  'GET /api/Team/Invitation',
  'POST /api/Team/Invitation/Accept',
];

/** Calls that work without a session. */
const PUBLIC_OPERATIONS = [
  'GET /api/health',
  'GET /api/health/ready',
  'POST /api/Login',
  'POST /api/Login/LoginGuardAuthorise',
  'POST /api/account/logout',
  'POST /api/Registration/IsEmailAvailable',
  'POST /api/Registration/Signup',
  'POST /api/EmailVerification/SubmitVerification',
  'POST /api/Account/SendResetPassword',
  'POST /api/Account/ResetPassword',
  'POST /api/Account/UndoEmailChange',
  'GET /api/Location/GetAll',
  'GET /api/Plan/GetAll',
  'GET /api/Payment/Config',
  'POST /api/EmailVerification/Resend',
  'GET /api/Team/Invitation',
  'POST /api/Team/Invitation/Accept',
];

/** Calls that move money, which need an Idempotency-Key. */
const CHARGING_OPERATIONS = [
  'POST /api/forward/create',
  'POST /api/Payment/UpdateCard',
  'POST /api/Payment/ChargeCard',
  'POST /api/paypal/verify',
  'POST /api/Account/ChoosePlan',
];

/** Calls that check or send secrets, or send an email or SMS, which are rate-limited. */
const RATE_LIMITED_OPERATIONS = [
  'POST /api/Login',
  'POST /api/Login/LoginGuardAuthorise',
  'POST /api/Account/SendResetPassword',
  'POST /api/Account/ResetPassword',
  'POST /api/Account/ChangePassword',
  'POST /api/Account/UpdateAccount',
  'POST /api/Account/UndoEmailChange',
  'POST /api/EmailVerification/SubmitVerification',
  'POST /api/EmailVerification/SendVerification',
  'POST /api/EmailVerification/Resend',
  'POST /api/verification/Sms',
  'POST /api/verification/verifysms',
  'POST /api/Registration/Signup',
  'POST /api/Email/Send',
  'POST /api/Support/Email',
  'POST /api/Team/Invitations',
  'GET /api/Team/Invitation',
  'POST /api/Team/Invitation/Accept',
];

/**
 * §3's entities and their fields, as the spec writes them (`{product}Fee` is `productFee`); a field
 * beyond §3 says why where it is listed.
 */
/** Fields of ENTITY_FIELDS a response leaves out when it has nothing to say there. */
const OPTIONAL_FIELDS: Record<string, string[]> = {
  Verification: ['rejectionReason'],
  CardUpdate: ['chargeAmount'],
  Plan: ['envelopeStoragePerDay', 'parcelStoragePerDay'],
  Account: ['autoTopUpThreshold', 'closing', 'pendingEmail'],
  MailItem: ['labelIds', 'protectedKind'],
};

const ENTITY_FIELDS: Record<string, string[]> = {
  MailItem: [
    'mailId',
    'name',
    'status',
    'mailActions',
    'mailType',
    'dateScanned',
    'weight',
    'blurb',
    'read',
    // Beyond §3: the member's folder it is filed in, kept in Deleted Items so Undo and Restore put
    // it back there (decision 084).
    'folderId',
    // Beyond §3: the member's labels on it (decision 104), and what staff marked the item as at
    // receipt, on which no rule acts (decision 102).
    'labelIds',
    'protectedKind',
  ],
  Folder: ['folderId', 'name'],
  Account: [
    'firstName',
    'lastName',
    'email',
    'phoneNumber',
    'companyName',
    'accountName',
    'address1',
    'address2',
    'city',
    'postcode',
    'state',
    'country',
    'language',
    // Beyond §3: the zone the member reads dates and times in (decision 083).
    'timeZone',
    // Beyond §3: a new sign-in email waiting for verification (decision 081).
    'pendingEmail',
    'balance',
    'userCode',
    'planId',
    'status',
    'activePayment',
    'idVerified',
    // idPending: a photo ID awaiting its check opens mail, not international forwarding (decision 057).
    'idPending',
    'smsVerified',
    'termsAndConditionsSigned',
    'verificationCode',
    'enableLoginGuard',
    'autoTopUpAmount',
    // Beyond §3: the balance below which auto top-up charges the card (decision 073).
    'autoTopUpThreshold',
    // Beyond §3: the balance below which the holder is warned (issue 41).
    'lowBalanceWarning',
    'autoAction',
    'emailActionNotification',
    'includePdf',
    // Beyond §3: whether the user's emails quote the first lines of a scan (issue 41).
    'quoteScanText',
    'seperateAlerts',
    'billingDate',
    'registrationStatus',
    // Beyond §3: the card on file the screens show and pay with, or null (decision 086).
    'card',
    // Beyond §3: where an unfinished signup resumes, or null once registered (decision 087).
    'signupStep',
    // Beyond §3: the notice given with Close Account, or null (decision 076).
    'closing',
    // Beyond §3: the person signed in, one of the account's users (decision 105).
    'you',
  ],
  // Beyond §3: texts are message ids with values, not sentences (decision 083).
  Alert: ['alertId', 'text', 'url', 'read'],
  ForwardLogEntry: [
    'forwardId',
    'address',
    // Beyond §3: the carrier, so the Forward Log can link its tracking page (issue 16).
    'forwardingCompany',
    'service',
    'numberOfItems',
    'trackingNumber',
    'ausPostFee',
    'productFee',
    'dateSent',
  ],
  ForwardAddress: ['street', 'city', 'postcode', 'state', 'country'],
  ForwardLog: ['pending', 'log'],
  PendingForwardChoice: [
    'forwardId',
    // Beyond §3: what a member tells waiting forwards apart by, not an id (issue 35).
    'fullName',
    'address',
    'requestedAt',
    'itemCount',
  ],
  ForwardServiceGroup: ['forwardingCompany', 'isDomestic', 'isParcel', 'services'],
  ForwardService: [
    'name',
    'code',
    // Beyond §3: the name and delivery time in the member's language (issue 34).
    'text',
    'price',
    'forwardFee',
    'deliveryTimes',
    'deliveryTime',
    'options',
  ],
  // Beyond §3: `text`, the option's name in the member's language (issue 34).
  ForwardOption: ['code', 'name', 'text', 'price'],
  ForwardRequest: [
    'addressId',
    'mailIds',
    'service',
    'serviceCode',
    'options',
    'productFee',
    'ausPostFee',
    'forwardLog',
    'customForm',
  ],
  CustomForm: [
    'whatIsIt',
    'unitValue',
    'whyAreYouSending',
    'otherReason',
    'doesParcelContainDangerous',
    'whatIfParcelCantBeDelivered',
    'forwardId',
  ],
  Address: [
    'addressId',
    'fullName',
    'street',
    'street2',
    'city',
    'state',
    'postcode',
    'country',
    'contactNumber',
    'domestic',
  ],
  Plan: [
    'planId',
    'planName',
    'monthlyFee',
    'setupFee',
    'envelopeScan',
    'perLetter',
    'perPage',
    'letterForward',
    'parcelForward',
    'parcelForwardPercent',
    'parcelForwardOnly',
    'minimumMailDeposit',
    // The daily storage rates Storage Metrics prices with (decision 051).
    'envelopeStoragePerDay',
    'parcelStoragePerDay',
    'public',
    'order',
    'mostPopular',
  ],
  Location: ['locationId', 'street', 'suburb', 'city', 'state', 'postcode', 'country', 'note'],
  AdditionalName: ['additionalNameId', 'name'],
  // by: the account's user who did it, null for staff or the service (decision 105).
  AuditEntry: ['auditId', 'dateTime', 'text', 'by'],
  Transaction: ['transactionId', 'date', 'text', 'planName', 'amount', 'balance'],
  // rejectionReason: staff's refusal of a photo ID, for the member to read (decision 056).
  Verification: ['idVerification', 'smsVerification', 'rejectionReason'],
  SmsVerifyResult: ['verificationStatus'],
  StorageMetrics: [
    'storedEnvelopesWithinFreePeriod',
    'storedEnvelopesOutsideFreePeriod',
    'forwardedEnvelopes',
    'shreddedEnvelopes',
    'storedParcelsWithinFreePeriod',
    'storedParcelsOutsideFreePeriod',
    'forwardedParcels',
    'destroyedParcels',
  ],
  // chargeAmount: a manual payment charged once, the auto top-up amount left as it was (decision 051).
  CardUpdate: ['cardName', 'autoTopUpAmount', 'sourceToken', 'chargeNow', 'chargeAmount'],
  LoginRequest: ['EmailAddress', 'Password', 'KeepLoggedIn', 'loginGuard'],
};

const STATE_CHANGING = new Set(['post', 'put', 'patch', 'delete']);
const find = (k: string) => operations.find((operation) => key(operation) === k);
const responses = (operation: OperationObject) =>
  Object.entries(operation.responses ?? {}).map(
    ([status, response]) => [status, resolve<ResponseObject>(document, response)] as const,
  );
const isProtected = ({ operation }: DocumentOperation) =>
  (operation.security ?? document.security ?? []).length > 0;
const hasExample = (media: MediaTypeObject | undefined) =>
  media !== undefined &&
  (media.example !== undefined || Object.keys(media.examples ?? {}).length > 0);
/** The problem codes a response's examples show. */
const exampleCodes = (response: ResponseObject | undefined) =>
  Object.values(response?.content ?? {})
    .flatMap((media) => [
      ...(media.example === undefined ? [] : [media.example]),
      ...Object.values(media.examples ?? {}).map((example) => resolve(document, example).value),
    ])
    .map((value: { code?: string }) => value.code);

describe('openapi/portal.yaml', () => {
  it('has every call of §7 with the spec’s method and path, or its designed departure', () => {
    const documented = new Set(operations.map(key));
    const missing = SPEC_CALLS.filter((call) => !documented.has(asServed(call)));

    console.log(
      `§7 calls in the contract: ${SPEC_CALLS.length - missing.length}/${SPEC_CALLS.length}`,
    );
    expect(missing, `missing from openapi/portal.yaml:\n${missing.join('\n')}`).toEqual([]);
    expect(new Set(SPEC_CALLS).size).toBe(71);
  });

  it('has no operation beyond §7 except the designed extras', () => {
    const extras = operations.map(key).filter((k) => !SPEC_CALLS.map(asServed).includes(k));

    expect(extras).toEqual(EXTRA_OPERATIONS);
  });

  it('gives every operation a unique operationId, a summary, one declared tag and an example', () => {
    const tags = new Set((document.tags ?? []).map((tag) => tag.name));
    const incomplete = operations.filter(({ operation, parameters }) => {
      const requestBody = operation.requestBody && resolve(document, operation.requestBody);
      const ownExample =
        Object.values(requestBody?.content ?? {}).some(hasExample) ||
        responses(operation).some(
          ([status, response]) =>
            status.startsWith('2') && Object.values(response.content ?? {}).some(hasExample),
        ) ||
        responses(operation).some(([, response]) =>
          Object.values(response.headers ?? {}).some(
            (header) => resolve(document, header).example !== undefined,
          ),
        ) ||
        parameters.some((parameter) => parameter.example !== undefined);
      return !(
        operation.operationId &&
        operation.summary &&
        operation.tags?.length === 1 &&
        tags.has(operation.tags[0] ?? '') &&
        ownExample
      );
    });
    const ids = operations.map(({ operation }) => operation.operationId);

    expect(incomplete.map(key)).toEqual([]);
    expect(new Set(ids).size).toBe(operations.length);
  });

  it('requires the CSRF header on every state-changing operation and documents its 403', () => {
    const unguarded = operations
      .filter(({ method }) => STATE_CHANGING.has(method))
      .filter(({ operation, parameters }) => {
        const header = parameters.find((p) => p.in === 'header' && p.name === 'X-Requested-With');
        const forbidden = responses(operation).find(([status]) => status === '403')?.[1];
        return !(
          header?.required &&
          (header.schema as SchemaObject & { const?: unknown }).const === 'XMLHttpRequest' &&
          exampleCodes(forbidden).includes('csrf_header_missing')
        );
      });

    expect(unguarded.map(key)).toEqual([]);
  });

  it('documents 401 on every protected operation, and only the public calls go without a session', () => {
    const without401 = operations
      .filter(isProtected)
      .filter(({ operation }) => !responses(operation).some(([status]) => status === '401'));
    const publicOperations = operations.filter((operation) => !isProtected(operation)).map(key);

    expect(without401.map(key)).toEqual([]);
    expect(publicOperations.sort()).toEqual([...PUBLIC_OPERATIONS].sort());
    expect(Object.keys(document.components?.securitySchemes ?? {})).toEqual(['portalSession']);
  });

  it('documents 400 invalid_field on every operation that takes query parameters or a body', () => {
    const without400 = operations
      .filter(
        ({ operation, parameters }) =>
          operation.requestBody || parameters.some((p) => p.in === 'query'),
      )
      .filter(({ operation }) => {
        const badRequest = responses(operation).find(([status]) => status === '400')?.[1];
        return !exampleCodes(badRequest).includes('invalid_field');
      });

    expect(without400.map(key)).toEqual([]);
  });

  it('answers every failure as a problem document (the health probes’ 503s aside)', () => {
    const notProblems = operations.flatMap(({ method, path, operation }) =>
      responses(operation)
        .filter(([status]) => /^[45]/.test(status))
        .filter(([, response]) => {
          const schema = response.content?.['application/problem+json']?.schema as {
            $ref?: string;
          };
          return schema?.$ref !== '#/components/schemas/Problem';
        })
        .map(([status]) => `${key({ method, path })} ${status}`),
    );

    expect(notProblems).toEqual(['GET /api/health 503', 'GET /api/health/ready 503']);
  });

  it('requires an Idempotency-Key on the calls that move money', () => {
    const withKey = operations
      .filter(({ parameters }) =>
        parameters.some((p) => p.name === 'Idempotency-Key' && p.in === 'header' && p.required),
      )
      .map(key);

    expect(withKey.sort()).toEqual([...CHARGING_OPERATIONS].sort());
  });

  it('documents 429 on the rate-limited calls', () => {
    const limitedWithout429 = RATE_LIMITED_OPERATIONS.filter(
      (call) => !responses(find(call)?.operation ?? {}).some(([status]) => status === '429'),
    );

    expect(limitedWithout429).toEqual([]);
  });

  it('gives §3’s entities exactly §3’s field names', () => {
    const schemas = document.components?.schemas ?? {};
    const actual = Object.fromEntries(
      Object.keys(ENTITY_FIELDS).map((name) => {
        const schema = schemas[name] as SchemaObject & { properties?: object; required?: string[] };
        return [
          name,
          { properties: Object.keys(schema?.properties ?? {}), required: schema?.required },
        ];
      }),
    );
    const expected = Object.fromEntries(
      Object.entries(ENTITY_FIELDS).map(([name, fields]) => [
        name,
        {
          properties: fields,
          required: fields.filter((field) => !OPTIONAL_FIELDS[name]?.includes(field)),
        },
      ]),
    );

    expect(actual).toEqual(expected);
  });

  it('documents 403 role_forbids on every operation a role can be refused (x-permission act or admin)', () => {
    const undocumented = operations
      .filter(({ operation }) =>
        ['act', 'admin'].includes(String((operation as Record<string, unknown>)['x-permission'])),
      )
      .filter(({ operation }) => {
        const forbidden = responses(operation).find(([status]) => status === '403')?.[1];
        return !forbidden?.description?.includes('`role_forbids`');
      });

    expect(undocumented.map(key)).toEqual([]);
  });

  it('writes nullable values the OpenAPI 3.1 way', () => {
    expect(JSON.stringify(document)).not.toContain('"nullable"');
  });
});
