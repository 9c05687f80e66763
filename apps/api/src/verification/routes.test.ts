import { mkdtempSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ID_VERIFICATION, SMS_VERIFICATION } from '@portal/domain/verification-status';
import { sql } from 'kysely';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeIn } from '../../test/auth-fixtures.ts';
import { newMember, type asMember } from '../../test/member-fixtures.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { sha256 } from '#platform/secrets.ts';
import { outboxSms, type SmsProvider } from '#platform/messages/messages.ts';
import { localDiskStorage } from '#platform/storage/storage.ts';

/** A small solid image, as sharp makes it. */
const image = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3a7bd5' } });
const JPEG = await image(40, 30).jpeg().toBuffer();
const PNG = await image(40, 30).png().toBuffer();
/** A phone photo that says where it was taken: EXIF with the camera and GPS coordinates. */
const JPEG_WITH_GPS = await image(40, 30)
  .jpeg()
  .withExif({
    IFD0: { Make: 'TestPhone', Model: 'Camera 9' },
    IFD3: {
      GPSLatitudeRef: 'S',
      GPSLatitude: '33/1 52/1 4/1',
      GPSLongitudeRef: 'E',
      GPSLongitude: '151/1 12/1 36/1',
    },
  })
  .toBuffer();
/** A PNG chunk: length, type, data and CRC. */
function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG whose header claims width × height pixels, with no image behind it. */
function pngClaiming(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    PNG.subarray(0, 8),
    pngChunk('IHDR', header),
    pngChunk('IDAT', Buffer.alloc(0)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The start of an iPhone HEIC: an `ftyp` box of brand heic. */
const HEIC = Buffer.concat([
  Buffer.from([0x00, 0x00, 0x00, 0x18]),
  Buffer.from('ftypheic\0\0\0\0mif1heic'),
  Buffer.alloc(64),
]);

let api: TestApp;
let storageRoot: string;
/** When set, the SMS provider fails with this error instead of writing the outbox. */
let smsOutage: Error | undefined;

beforeAll(async () => {
  storageRoot = mkdtempSync(join(tmpdir(), 'portal-id-photos-'));
  api = await startTestApp((db) => {
    const outbox = outboxSms(db.kysely);
    const sms: SmsProvider = {
      send: (message) => (smsOutage ? Promise.reject(smsOutage) : outbox.send(message)),
    };
    return { storage: localDiskStorage(storageRoot), sms };
  });
});

afterAll(() => api.close());

type Caller = ReturnType<typeof asMember>;

/** A multipart/form-data body with one file part, as the photo wizard's XMLHttpRequest sends it. */
function multipart(
  bytes: Buffer,
  { filename = 'photo.jpg', type = 'image/jpeg', field = 'file' } = {},
) {
  const boundary = 'portal-test-boundary-7MA4YWxkTrZu0gW';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const upload = (call: Caller, side: string, bytes: Buffer, options = {}, query = '') =>
  call('POST', `/api/verification/upload?photoSide=${side}${query}`, multipart(bytes, options));

async function storedFiles(): Promise<string[]> {
  const entries = await readdir(storageRoot, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

const photoRows = (accountId: number) =>
  api.db.kysely
    .selectFrom('verification_photos')
    .selectAll()
    .where('account_id', '=', accountId)
    .orderBy('side')
    .execute();

const accountRow = (accountId: number) =>
  api.db.kysely
    .selectFrom('accounts')
    .selectAll()
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();

async function lastSmsCode(to: string): Promise<string> {
  const message = await api.db.kysely
    .selectFrom('outbox_messages')
    .select('body_text')
    .where('channel', '=', 'sms')
    .where('recipient', '=', to)
    .orderBy('message_id', 'desc')
    .executeTakeFirstOrThrow();
  return codeIn(message.body_text);
}

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('getverification and generaterandomcode', () => {
  it('answers the state of a new member and their stored selfie code, the same every time', async () => {
    const { call } = await newMember(api);
    const state = await call('GET', '/api/verification/getverification');
    expect(state.json()).toEqual({ idVerification: 0, smsVerification: 0 });

    const first = await call('GET', '/api/verification/generaterandomcode');
    const again = await call('GET', '/api/verification/generaterandomcode');
    expect(first.json()).toEqual({ code: 'ABCD' });
    expect(again.json()).toEqual(first.json());
  });

  it('answers 401 without a session', async () => {
    const response = await api.app.inject({
      method: 'GET',
      url: '/api/verification/getverification',
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('upload', () => {
  it('keeps each side privately under a key of its own making, and a licence needs all three', async () => {
    const { accountId, call } = await newMember(api);
    const front = await upload(call, 'front', JPEG, { filename: '../../etc/passwd.jpg' });
    expect(front.statusCode, front.body).toBe(200);
    expect(front.json()).toEqual({ idVerification: 0, smsVerification: 0 });
    expect(
      (await upload(call, 'back', PNG, { filename: 'back.png', type: 'image/png' })).json(),
    ).toMatchObject({ idVerification: 0 });
    const selfie = await upload(call, 'selfie', JPEG);
    expect(selfie.json()).toEqual({ idVerification: 1, smsVerification: 0 });

    const rows = await photoRows(accountId);
    expect(rows.map((row) => [row.side, row.content_type])).toEqual([
      ['back', 'image/png'],
      ['front', 'image/jpeg'],
      ['selfie', 'image/jpeg'],
    ]);
    for (const row of rows) {
      expect(row.storage_key).toMatch(
        new RegExp(`^id-photos/${accountId}/${row.side}-[0-9a-f]{32}\\.(jpg|png)$`),
      );
      const stored = await sharp(await readFile(join(storageRoot, row.storage_key))).metadata();
      expect([stored.format, stored.width, stored.height]).toEqual([
        row.side === 'back' ? 'png' : 'jpeg',
        40,
        30,
      ]);
    }
    expect((await accountRow(accountId)).id_verification).toBe(ID_VERIFICATION.pending);
  });

  it('stores a phone photo without its EXIF and GPS, and no larger than 2000 px', async () => {
    const { accountId, call } = await newMember(api);
    expect((await sharp(JPEG_WITH_GPS).metadata()).exif?.toString('latin1')).toContain('TestPhone');
    expect((await upload(call, 'front', JPEG_WITH_GPS)).statusCode).toBe(200);
    const large = await image(3000, 1500).png().toBuffer();
    expect((await upload(call, 'back', large, { type: 'image/png' })).statusCode).toBe(200);

    const [back, front] = await photoRows(accountId);
    const stored = await readFile(join(storageRoot, front!.storage_key));
    const metadata = await sharp(stored).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 40, height: 30 });
    expect([metadata.exif, metadata.xmp, metadata.iptc]).toEqual([undefined, undefined, undefined]);
    expect(stored.toString('latin1')).not.toMatch(/Exif|TestPhone|GPS/);
    expect(front!.byte_size).toBe(stored.length);
    const scaled = await sharp(await readFile(join(storageRoot, back!.storage_key))).metadata();
    expect([scaled.width, scaled.height]).toEqual([2000, 1000]);
  });

  it('completes a passport with front and selfie, and refuses a passport back', async () => {
    const { call } = await newMember(api);
    expect((await upload(call, 'front', JPEG, {}, '&idType=passport')).json()).toMatchObject({
      idVerification: 0,
    });
    const back = await upload(call, 'back', JPEG, {}, '&idType=passport');
    expect(back.statusCode).toBe(400);
    expect(back.json()).toMatchObject({ code: 'invalid_field', field: 'photoSide' });
    expect((await upload(call, 'selfie', JPEG, {}, '&idType=passport')).json()).toMatchObject({
      idVerification: 1,
    });
    const unknownType = await upload(call, 'front', JPEG, {}, '&idType=visa');
    expect(unknownType.json()).toMatchObject({ code: 'invalid_field', field: 'idType' });
  });

  it('tells an iPhone member why a HEIC photo is refused and what to send instead', async () => {
    const { call } = await newMember(api);
    const response = await upload(call, 'front', HEIC, {
      filename: 'IMG_0001.HEIC',
      type: 'image/heic',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().detail).toMatch(/HEIC.*JPEG or PNG/);
  });

  it('replaces a side: the earlier photo leaves storage', async () => {
    const { accountId, call } = await newMember(api);
    await upload(call, 'front', JPEG);
    const [first] = await photoRows(accountId);
    await upload(call, 'front', PNG, { type: 'image/png' });
    const [second] = await photoRows(accountId);
    expect(second?.storage_key).not.toBe(first?.storage_key);
    const files = await storedFiles();
    expect(files).toContain(second?.storage_key.split('/').pop());
    expect(files).not.toContain(first?.storage_key.split('/').pop());
  });

  it.each([
    [
      'a PDF',
      Buffer.from('%PDF-1.7 not a photo'),
      'scan.pdf',
      'application/pdf',
      415,
      'unsupported_file_type',
    ],
    [
      'a renamed text file',
      Buffer.from('just some text, honest'),
      'photo.jpg',
      'image/jpeg',
      415,
      'unsupported_file_type',
    ],
    ['an iPhone HEIC photo', HEIC, 'IMG_0001.HEIC', 'image/heic', 415, 'unsupported_file_type'],
    [
      'a JPEG that does not decode',
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('not really a photo')]),
      'broken.jpg',
      'image/jpeg',
      415,
      'unsupported_file_type',
    ],
    [
      'a 100-megapixel PNG header (a decompression bomb)',
      pngClaiming(10_000, 10_000),
      'bomb.png',
      'image/png',
      413,
      'file_too_large',
    ],
    [
      'an 11 MB photo',
      Buffer.concat([JPEG, Buffer.alloc(11 * 1024 * 1024)]),
      'big.jpg',
      'image/jpeg',
      413,
      'file_too_large',
    ],
  ])('refuses %s and stores nothing', async (_what, bytes, filename, type, status, code) => {
    const { accountId, call } = await newMember(api);
    const before = await storedFiles();
    const response = await upload(call, 'front', bytes, { filename, type });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ code });
    expect(await photoRows(accountId)).toEqual([]);
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses a request without a file part, and one without the CSRF header', async () => {
    const { accountId, cookie, call } = await newMember(api);
    const noFile = await upload(call, 'front', JPEG, { field: 'photo' });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json()).toMatchObject({ code: 'invalid_field', field: 'file' });

    const body = multipart(JPEG);
    const noHeader = await api.app.inject({
      method: 'POST',
      url: '/api/verification/upload?photoSide=front',
      payload: body.payload,
      headers: { ...body.headers, cookie },
    });
    expect(noHeader.statusCode).toBe(403);
    expect(await photoRows(accountId)).toEqual([]);
  });

  it('refuses uploads once staff verified the photo ID', async () => {
    const { accountId, call } = await newMember(api);
    await api.db.kysely
      .updateTable('accounts')
      .set({ id_verification: ID_VERIFICATION.verified })
      .where('account_id', '=', accountId)
      .execute();
    const response = await upload(call, 'front', JPEG);
    expect(response.statusCode).toBe(409);
    expect(await photoRows(accountId)).toEqual([]);
  });
});

describe('rejectionReason', () => {
  it('tells the member why staff refused, until a new submission is complete', async () => {
    const { accountId, call } = await newMember(api);
    await api.db.kysely
      .updateTable('accounts')
      .set({ id_rejection_reason: 'The selfie code cannot be read' })
      .where('account_id', '=', accountId)
      .execute();
    expect((await call('GET', '/api/verification/getverification')).json()).toEqual({
      idVerification: 0,
      smsVerification: 0,
      rejectionReason: 'The selfie code cannot be read',
    });
    await upload(call, 'front', JPEG, {}, '&idType=passport');
    expect((await upload(call, 'selfie', JPEG, {}, '&idType=passport')).json()).toEqual({
      idVerification: 1,
      smsVerification: 0,
    });
  });
});

describe('deleteVerification', () => {
  it('withdraws the submission: state 0, photos gone from storage, a new selfie code', async () => {
    const { accountId, call } = await newMember(api);
    for (const side of ['front', 'back', 'selfie']) await upload(call, side, JPEG);
    const keys = (await photoRows(accountId)).map((row) => row.storage_key.split('/').pop());

    const response = await call('DELETE', '/api/verification/deleteVerification');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ idVerification: 0, smsVerification: 0 });
    expect(await photoRows(accountId)).toEqual([]);
    const files = await storedFiles();
    for (const key of keys) expect(files).not.toContain(key);
    const code = (await call('GET', '/api/verification/generaterandomcode')).json<{
      code: string;
    }>();
    expect(code.code).toMatch(/^\d{4}$/);
  });

  it('refuses to withdraw a verified photo ID and keeps its photos', async () => {
    const { accountId, call } = await newMember(api);
    await upload(call, 'front', JPEG);
    await api.db.kysely
      .updateTable('accounts')
      .set({ id_verification: ID_VERIFICATION.verified })
      .where('account_id', '=', accountId)
      .execute();
    const response = await call('DELETE', '/api/verification/deleteVerification');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'photo_id_verified' });
    expect(await photoRows(accountId)).toHaveLength(1);
  });
});

describe('SMS verification', () => {
  const send = (call: Caller, number: string) =>
    call('POST', `/api/verification/Sms?mobileNumber=${encodeURIComponent(number)}`);
  const check = (call: Caller, code: string) =>
    call('POST', `/api/verification/verifysms?code=${code}`);

  it('texts a hashed 6-digit code to +61 numbers and verifies the number with it', async () => {
    const { accountId, call } = await newMember(api);
    const number = '+61412000001';
    expect((await send(call, number)).statusCode).toBe(204);
    expect((await call('GET', '/api/verification/getverification')).json()).toEqual({
      idVerification: 0,
      smsVerification: 1,
    });
    const code = await lastSmsCode(number);
    const stored = await api.db.kysely
      .selectFrom('one_time_codes')
      .select(['code_sha256', 'expires_at', 'created_at'])
      .where('account_id', '=', accountId)
      .where('purpose', '=', 'sms')
      .executeTakeFirstOrThrow();
    expect(stored.code_sha256).toBe(sha256(code));
    expect(stored.expires_at.getTime() - stored.created_at.getTime()).toBe(10 * 60_000);

    expect((await check(call, wrongCode(code))).json()).toEqual({ verificationStatus: 0 });
    expect((await check(call, code)).json()).toEqual({ verificationStatus: 1 });
    const account = await accountRow(accountId);
    expect(account).toMatchObject({
      sms_verification: SMS_VERIFICATION.verified,
      verified_mobile: number,
    });
    expect((await call('GET', '/api/verification/getverification')).json()).toMatchObject({
      smsVerification: 2,
    });
    // Single use: the same code again is an incorrect code.
    expect((await check(call, code)).json()).toEqual({ verificationStatus: 0 });
  });

  /** A new member of the brand given, whose own brand decides the calling codes accepted. */
  async function brandMember(webpage: string) {
    const member = await newMember(api);
    await api.db.kysely
      .updateTable('accounts')
      .set({ webpage })
      .where('account_id', '=', member.accountId)
      .execute();
    return member;
  }

  it('texts a Japanese mobile (+81) for a Sakura Box member', async () => {
    const { call } = await brandMember('sakura-box');
    const number = '+819012000001';
    expect((await send(call, number)).statusCode).toBe(204);
    expect(await lastSmsCode(number)).toMatch(/^\d{6}$/);
  });

  it('refuses a Japanese mobile for an Outback Post member, naming no country in English', async () => {
    const { call } = await brandMember('outback-post');
    const response = await send(call, '+819012000002');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'mobile_country_not_accepted',
      field: 'mobileNumber',
    });
    await expect(lastSmsCode('+819012000002')).rejects.toThrow();
  });

  it('refuses other countries, and numbers that are no mobile of their code', async () => {
    const { call } = await brandMember('sakura-box');
    for (const number of ['+64212345678', '+447700900123']) {
      const response = await send(call, number);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ code: 'mobile_country_not_accepted' });
    }
    // A landline in Sydney or Tokyo, a short number, a trunk 0 kept after the code, no code.
    for (const number of [
      '+61298765432',
      '+81312345678',
      '+614123',
      '+8109012345678',
      '0412345678',
    ]) {
      const response = await send(call, number);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'invalid_field', field: 'mobileNumber' });
    }
  });

  it('ends a code after 5 wrong tries, and once it expires', async () => {
    const tried = await newMember(api);
    await send(tried.call, '+61412000002');
    const code = await lastSmsCode('+61412000002');
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await check(tried.call, wrongCode(code))).json()).toEqual({ verificationStatus: 0 });
    }
    expect((await check(tried.call, code)).json()).toEqual({ verificationStatus: 0 });

    const late = await newMember(api);
    await send(late.call, '+61412000003');
    const lateCode = await lastSmsCode('+61412000003');
    await api.db.kysely
      .updateTable('one_time_codes')
      .set({ expires_at: sql<Date>`now() - interval '1 second'` })
      .where('account_id', '=', late.accountId)
      .execute();
    expect((await check(late.call, lateCode)).json()).toEqual({ verificationStatus: 0 });
    expect((await accountRow(late.accountId)).sms_verification).toBe(SMS_VERIFICATION.none);
  });

  it('limits codes texted per hour and codes checked per quarter hour', async () => {
    const sender = await newMember(api);
    for (let sent = 0; sent < 5; sent++) {
      expect((await send(sender.call, '+61412000004')).statusCode).toBe(204);
    }
    const over = await send(sender.call, '+61412000004');
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ code: 'rate_limited' });
    expect(over.headers['retry-after']).toBeDefined();

    const checker = await newMember(api);
    for (let tried = 0; tried < 10; tried++) await check(checker.call, '000000');
    expect((await check(checker.call, '000000')).statusCode).toBe(429);
  });

  it('answers 502 when the SMS provider fails, leaving no live code', async () => {
    const { call } = await newMember(api);
    smsOutage = new Error('gateway says no');
    try {
      const response = await send(call, '+61412000005');
      expect(response.statusCode).toBe(502);
      expect(response.json()).toMatchObject({ code: 'provider_error' });
      expect(response.body).not.toContain('gateway says no');
    } finally {
      smsOutage = undefined;
    }
    expect((await call('GET', '/api/verification/getverification')).json()).toMatchObject({
      smsVerification: 0,
    });
  });
});

describe('two accounts', () => {
  it('never see or use each other’s photos or codes', async () => {
    const alice = await newMember(api);
    const bob = await newMember(api);
    for (const side of ['front', 'back', 'selfie']) await upload(alice.call, side, JPEG);
    await alice.call(
      'POST',
      `/api/verification/Sms?mobileNumber=${encodeURIComponent('+61412000006')}`,
    );
    const aliceCode = await lastSmsCode('+61412000006');

    expect((await bob.call('GET', '/api/verification/getverification')).json()).toEqual({
      idVerification: 0,
      smsVerification: 0,
    });
    expect(
      (await bob.call('POST', `/api/verification/verifysms?code=${aliceCode}`)).json(),
    ).toEqual({
      verificationStatus: 0,
    });
    await bob.call('DELETE', '/api/verification/deleteVerification');
    expect(await photoRows(alice.accountId)).toHaveLength(3);
    expect((await alice.call('GET', '/api/verification/getverification')).json()).toEqual({
      idVerification: 1,
      smsVerification: 1,
    });
  });
});
