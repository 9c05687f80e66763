/**
 * The load: every member in a loop of what members do, through the typed client the screens use
 * (its busy retry included), until the deadline. Each call is timed, and every write the server
 * confirmed is kept for the invariants.
 */
import { randomUUID } from 'node:crypto';
import { createPortalClient, type PortalClient } from '@portal/api-client/client';
import { PortalNetworkError } from '@portal/api-client/errors';
import type { LoadMember } from './load-members.ts';

export const OPERATIONS = [
  'list mail',
  'search',
  'forward quote',
  'forward send',
  'photo ID upload',
  'top-up',
] as const;
type Operation = (typeof OPERATIONS)[number];

/** A 1×1 PNG: the photo checks and sharp's clean copy run in full at almost no cost. */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const SIDES = ['front', 'back', 'selfie'] as const;
/** Dollars each top-up charges to the sandbox card: the minimum payment. */
const TOP_UP_DOLLARS = 20;

export interface Outcomes {
  /** Milliseconds of each call that succeeded, by operation. */
  durations: Map<Operation, number[]>;
  /** Calls that failed, by operation, with what each answered. */
  errors: Map<Operation, string[]>;
  /** 503 answers the client saw (and retried once, as the screens do). */
  busyAnswers: number;
  /** Writes answered 2xx: what the database must hold afterwards. */
  confirmed: {
    forwards: { accountId: number; forwardId: number; mailId: number }[];
    receipts: { accountId: number; number: string }[];
    uploads: { accountId: number; side: (typeof SIDES)[number] }[];
  };
  /** Writes sent, answered or not, per account: a write may land though its answer was lost. */
  attempted: Map<number, { forwards: number; topUps: number; uploads: number }>;
}

export function newOutcomes(): Outcomes {
  return {
    durations: new Map(OPERATIONS.map((operation) => [operation, []])),
    errors: new Map(OPERATIONS.map((operation) => [operation, []])),
    busyAnswers: 0,
    confirmed: { forwards: [], receipts: [], uploads: [] },
    attempted: new Map(),
  };
}

/** The client a member's browser would have on `origin`, carrying the member's session cookie. */
export function memberClient(origin: string, cookie: string, outcomes?: Outcomes): PortalClient {
  return createPortalClient({
    baseUrl: origin,
    webpage: 'harbour-mail',
    onUnauthorized: () => undefined,
    fetch: async (request) => {
      request.headers.set('cookie', cookie);
      const response = await fetch(request);
      if (response.status === 503 && outcomes) outcomes.busyAnswers += 1;
      return response;
    },
  });
}

/** Times `call`; a rejection is recorded as that operation's error and answers undefined. */
async function timed<T>(
  outcomes: Outcomes,
  operation: Operation,
  call: () => Promise<T>,
): Promise<T | undefined> {
  const started = performance.now();
  try {
    const result = await call();
    outcomes.durations.get(operation)!.push(performance.now() - started);
    return result;
  } catch (error) {
    outcomes.errors.get(operation)!.push(String(error));
    return undefined;
  }
}

/**
 * A keyed write as the screens send it: again with the same Idempotency-Key when no answer came
 * (twice at most), so the server does it at most once.
 */
async function withKey<T>(send: (key: string) => Promise<T>): Promise<T> {
  const key = randomUUID();
  for (let retry = 0; ; retry += 1) {
    try {
      return await send(key);
    } catch (error) {
      if (!(error instanceof PortalNetworkError) || retry === 2) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

/** One member's loop until `deadline.at` (ms since the epoch): read, search, forward, upload, pay. */
export async function runMember(
  member: LoadMember,
  origin: string,
  deadline: { at: number },
  outcomes: Outcomes,
): Promise<void> {
  const client = memberClient(origin, member.cookie, outcomes);
  const attempted = { forwards: 0, topUps: 0, uploads: 0 };
  outcomes.attempted.set(member.accountId, attempted);
  const { accountId } = member;
  for (let round = 0; Date.now() < deadline.at; round += 1) {
    await timed(outcomes, 'list mail', () =>
      client.GET('/api/Mail', { params: { query: { folder: -4 } } }),
    );
    await timed(outcomes, 'search', () =>
      client.GET('/api/mail/search', { params: { query: { query: 'energy' } } }),
    );
    const mailId = member.letters[0];
    if (mailId !== undefined) {
      const request = { addressId: member.addressId, mailIds: [mailId] };
      const quote = await timed(outcomes, 'forward quote', () =>
        client.POST('/api/forward/Calculate', { body: request }),
      );
      const service = quote?.data?.flatMap((group) => group.services)[0];
      if (service) {
        member.letters.shift();
        attempted.forwards += 1;
        const sent = await timed(outcomes, 'forward send', () =>
          withKey((key) =>
            client.POST('/api/forward/create', {
              params: { header: { 'Idempotency-Key': key } },
              body: {
                ...request,
                service: service.name,
                serviceCode: service.code,
                options: [],
                productFee: service.forwardFee,
                ausPostFee: service.price,
                forwardLog: null,
                customForm: null,
              },
            }),
          ),
        );
        if (sent?.data) {
          outcomes.confirmed.forwards.push({ accountId, forwardId: sent.data.forwardId, mailId });
        }
      }
    }
    const side = SIDES[round % SIDES.length]!;
    attempted.uploads += 1;
    const uploaded = await timed(outcomes, 'photo ID upload', () =>
      client.POST('/api/verification/upload', {
        params: { query: { photoSide: side } },
        body: { file: new Blob([PHOTO], { type: 'image/png' }) },
      }),
    );
    if (uploaded?.data) outcomes.confirmed.uploads.push({ accountId, side });
    attempted.topUps += 1;
    const paid = await timed(outcomes, 'top-up', () =>
      withKey((key) =>
        client.POST('/api/Payment/ChargeCard', {
          params: { header: { 'Idempotency-Key': key } },
          body: { amount: TOP_UP_DOLLARS },
        }),
      ),
    );
    if (paid?.data) outcomes.confirmed.receipts.push({ accountId, number: paid.data.number });
  }
}
