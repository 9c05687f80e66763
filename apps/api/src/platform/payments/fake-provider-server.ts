import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export type Route = (request: ReceivedRequest) => { status: number; body: unknown };

/**
 * A stand-in for a payment provider's HTTP API in tests: answers each request with `route`, and
 * keeps every request it received so a test can check what was sent.
 */
export async function fakeProviderServer(route: Route) {
  const received: ReceivedRequest[] = [];
  const server = createServer((incoming, outgoing) => {
    let body = '';
    incoming.on('data', (chunk: Buffer) => (body += chunk.toString()));
    incoming.on('end', () => {
      const request = {
        method: incoming.method ?? '',
        path: incoming.url ?? '',
        headers: incoming.headers,
        body,
      };
      received.push(request);
      const answer = route(request);
      outgoing.writeHead(answer.status, { 'content-type': 'application/json' });
      outgoing.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
