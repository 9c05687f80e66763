import { describe, expect, it, vi } from 'vitest';
import { createPortalClient, unwrap } from './client.ts';
import { PortalApiError, PortalNetworkError } from './errors.ts';

const ORIGIN = 'http://portal.test';

/** A client whose fetch is `answer`; every request it sends is kept in `requests`. */
function fakeApi(answer: (request: Request) => Response | Promise<Response>) {
  const requests: Request[] = [];
  const onUnauthorized = vi.fn();
  const onGateClosed = vi.fn();
  const client = createPortalClient({
    baseUrl: ORIGIN,
    webpage: 'harbour-mail',
    onUnauthorized,
    onGateClosed,
    fetch: async (request) => {
      requests.push(request);
      return answer(request);
    },
  });
  return { client, requests, onUnauthorized, onGateClosed };
}

function problem(status: number, code: string, extra: Record<string, unknown> = {}) {
  return new Response(
    JSON.stringify({ type: 'about:blank', title: code, status, code, ...extra }),
    {
      status,
      headers: { 'content-type': 'application/problem+json' },
    },
  );
}

const mailItem = {
  mailId: 10452,
  name: 'Letter from Service NSW',
  status: 3,
  mailActions: null,
  mailType: 0,
  dateScanned: '2025-03-04T01:22:00Z',
  weight: 28,
  blurb: null,
  read: false,
} as const;

const contact = {
  firstName: 'Alex',
  lastName: 'Chen',
  email: 'alex.chen@mail.test',
  phoneNumber: null,
  companyName: null,
  accountName: 'Alex Chen',
  address1: '12 Wharf Street',
  address2: null,
  city: 'Brisbane',
  postcode: '4000',
  state: 'QLD',
  country: 'Australia',
  language: 'en',
} as const;

describe('createPortalClient', () => {
  it('calls the documented path on the given origin and returns the typed answer', async () => {
    const { client, requests } = fakeApi(() => Response.json({ status: 'ok', database: 'ok' }));

    const health = await unwrap(client.GET('/api/health'));

    expect(health?.database).toBe('ok');
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual([`GET ${ORIGIN}/api/health`]);
  });

  describe('a members-area gate', () => {
    it('calls onGateClosed on payment_required and terms_not_accepted, and rejects', async () => {
      for (const [status, code] of [
        [402, 'payment_required'],
        [403, 'terms_not_accepted'],
      ] as const) {
        const { client, onGateClosed } = fakeApi(() => problem(status, code));
        const call = unwrap(client.GET('/api/Mail', { params: { query: { folder: -4 } } }));
        await expect(call).rejects.toMatchObject({ status, code });
        expect(onGateClosed).toHaveBeenCalledTimes(1);
      }
    });

    it('does not call onGateClosed for other refusals', async () => {
      const { client, onGateClosed } = fakeApi(() => problem(403, 'verification_required'));
      const call = unwrap(client.GET('/api/Mail', { params: { query: { folder: -4 } } }));
      await expect(call).rejects.toMatchObject({ code: 'verification_required' });
      expect(onGateClosed).not.toHaveBeenCalled();
    });
  });

  describe('401', () => {
    it('calls onUnauthorized on a protected call, and rejects', async () => {
      const { client, onUnauthorized } = fakeApi(() => problem(401, 'unauthorized'));

      const call = unwrap(client.GET('/api/Mail', { params: { query: { folder: -4 } } }));

      await expect(call).rejects.toMatchObject({ status: 401, code: 'unauthorized' });
      expect(onUnauthorized).toHaveBeenCalledTimes(1);
    });

    it('does not call onUnauthorized for the login call', async () => {
      const { client, onUnauthorized } = fakeApi(() => problem(401, 'unauthorized'));

      const call = client.POST('/api/Login', {
        body: { EmailAddress: 'a@mail.test', Password: 'x', KeepLoggedIn: false, loginGuard: null },
      });

      await expect(call).rejects.toBeInstanceOf(PortalApiError);
      expect(onUnauthorized).not.toHaveBeenCalled();
    });
  });

  describe('a request that gets no response', () => {
    const offline = () => Promise.reject(new TypeError('fetch failed'));

    it('yields null through unwrap (§8), without calling onUnauthorized', async () => {
      const { client, onUnauthorized } = fakeApi(offline);

      expect(await unwrap(client.POST('/api/account/GetAccount'))).toBeNull();
      expect(onUnauthorized).not.toHaveBeenCalled();
    });

    it('rejects a bare call with a PortalNetworkError that keeps the cause', async () => {
      const { client } = fakeApi(offline);

      const error = await client.GET('/api/Alert').catch((e: unknown) => e);

      expect(error).toBeInstanceOf(PortalNetworkError);
      expect((error as Error).message).toBe('GET /api/Alert got no response');
      expect((error as Error).cause).toBeInstanceOf(TypeError);
    });

    it('leaves an abort by the caller an abort, not a null', async () => {
      const { client } = fakeApi((request) => {
        request.signal.throwIfAborted();
        return Response.json([]);
      });
      const controller = new AbortController();
      controller.abort();

      const call = unwrap(client.GET('/api/Alert', { signal: controller.signal }));

      await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    });
  });

  describe('CSRF header', () => {
    const { client, requests } = fakeApi((request) =>
      request.method === 'GET' ? Response.json([]) : new Response(null, { status: 204 }),
    );
    const csrfHeaders = () => requests.map((r) => r.headers.get('X-Requested-With'));

    it('is sent with POST and DELETE', async () => {
      requests.length = 0;
      await client.POST('/api/Alert', { params: { query: { alertId: 17 } } });
      await client.DELETE('/api/Folder', { params: { query: { folderId: 31 } } });

      expect(csrfHeaders()).toEqual(['XMLHttpRequest', 'XMLHttpRequest']);
    });

    it('is not sent with GET', async () => {
      requests.length = 0;
      await client.GET('/api/Folder');

      expect(csrfHeaders()).toEqual([null]);
    });
  });

  describe('webpage', () => {
    it('is added to the operations that document it, keeping their own parameters and body', async () => {
      const { client, requests } = fakeApi(() => Response.json(true));

      await client.POST('/api/Registration/IsEmailAvailable', {
        params: { query: { email: 'new+member@mail.test' } },
      });
      await client.GET('/api/Plan/GetAll');
      await client.POST('/api/Account/UpdateAccount', { body: contact });

      expect(requests.map((r) => r.url)).toEqual([
        `${ORIGIN}/api/Registration/IsEmailAvailable?email=new%2Bmember%40mail.test&webpage=harbour-mail`,
        `${ORIGIN}/api/Plan/GetAll?webpage=harbour-mail`,
        `${ORIGIN}/api/Account/UpdateAccount?webpage=harbour-mail`,
      ]);
      expect(await requests[2]?.json()).toEqual(contact);
      expect(requests[2]?.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    });

    it('is not added elsewhere', async () => {
      const { client, requests } = fakeApi(() => Response.json([]));

      await client.GET('/api/Mail', { params: { query: { folder: -4 } } });
      await client.POST('/api/mail/MarkPendingScan', { body: { mailIds: [10452] } });

      expect(requests.map((r) => r.url)).toEqual([
        `${ORIGIN}/api/Mail?folder=-4`,
        `${ORIGIN}/api/mail/MarkPendingScan`,
      ]);
    });
  });

  describe('failure answers', () => {
    it('reject with the problem code, field and detail', async () => {
      const { client } = fakeApi(() =>
        problem(400, 'invalid_field', {
          field: 'email',
          detail: 'Email is invalid or not available',
        }),
      );

      const error = await unwrap(
        client.POST('/api/Account/UpdateAccount', { body: contact }),
      ).catch((e: unknown) => e);

      expect(error).toBeInstanceOf(PortalApiError);
      expect(error).toMatchObject({
        status: 400,
        code: 'invalid_field',
        field: 'email',
        detail: 'Email is invalid or not available',
        message:
          'POST /api/Account/UpdateAccount answered 400 invalid_field: Email is invalid or not available',
      });
    });

    it('reject with a null code when the body is not a problem document', async () => {
      const { client } = fakeApi(() =>
        Response.json({ status: 'error', database: 'unreachable' }, { status: 503 }),
      );

      const error = await client.GET('/api/health').catch((e: unknown) => e);

      expect(error).toMatchObject({
        status: 503,
        code: null,
        body: { status: 'error', database: 'unreachable' },
      });
    });
  });

  it('repeats a call the server was too busy for, and answers what the repeat got', async () => {
    let answered = 0;
    const { client, requests } = fakeApi(() =>
      answered++ === 0
        ? new Response(JSON.stringify({ status: 503, code: 'busy_try_again' }), {
            status: 503,
            headers: { 'content-type': 'application/problem+json', 'retry-after': '0' },
          })
        : new Response(null, { status: 204 }),
    );

    await unwrap(client.POST('/api/Folder', { params: { query: { folderName: 'Tax' } } }));

    expect(requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      `POST ${ORIGIN}/api/Folder?folderName=Tax`,
      `POST ${ORIGIN}/api/Folder?folderName=Tax`,
    ]);
  });

  it('answers undefined for a 204 and the data otherwise', async () => {
    const { client } = fakeApi((request) =>
      request.method === 'DELETE' ? new Response(null, { status: 204 }) : Response.json([mailItem]),
    );

    expect(
      await unwrap(client.DELETE('/api/Address', { params: { query: { addressId: 205 } } })),
    ).toBeUndefined();
    expect(
      await unwrap(client.POST('/api/mail/MarkPendingShred', { body: { mailIds: [10452] } })),
    ).toEqual([mailItem]);
  });

  it('passes the caller-made Idempotency-Key of a charging call', async () => {
    const { client, requests } = fakeApi(() =>
      Response.json({ forwardId: 812, charged: 5.9, balance: 36.6 }),
    );
    const body = {
      addressId: 205,
      mailIds: [10452],
      service: 'Regular letter',
      serviceCode: 'AUS_LETTER_REGULAR',
      options: [],
      productFee: 2.5,
      ausPostFee: 3.4,
      forwardLog: null,
      customForm: null,
    };

    const result = await unwrap(
      client.POST('/api/forward/create', {
        params: { header: { 'Idempotency-Key': 'f1d2c3b4-a5e6-4789-90ab-cdef01234567' } },
        body,
      }),
    );
    // @ts-expect-error the contract makes the key required on charging calls
    await client.POST('/api/forward/create', { body });

    expect(result).toEqual({ forwardId: 812, charged: 5.9, balance: 36.6 });
    expect(requests[0]?.headers.get('Idempotency-Key')).toBe(
      'f1d2c3b4-a5e6-4789-90ab-cdef01234567',
    );
  });

  it('sends a body holding a file as multipart/form-data', async () => {
    const { client, requests } = fakeApi(() =>
      Response.json({ idVerification: 0, smsVerification: 2 }),
    );
    const photo = new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' });

    await client.POST('/api/verification/upload', {
      params: { query: { photoSide: 'front' } },
      body: { file: photo },
    });

    const request = requests[0];
    expect(request?.url).toBe(`${ORIGIN}/api/verification/upload?photoSide=front`);
    expect(request?.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    const file = (await request?.formData())?.get('file');
    expect(file).toBeInstanceOf(Blob);
    expect(new Uint8Array(await (file as Blob).arrayBuffer())).toEqual(
      new Uint8Array([0xff, 0xd8, 0xff]),
    );
  });
});
