import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** Where browsers send CSP violation reports (registered by csp-report.ts). */
export const CSP_REPORT_PATH = '/csp-report';

/**
 * Pages whose URL carries a secret (reset link, login guard link, email verification link): they
 * send no Referer at all, so the token cannot leak to whatever the page loads or links to.
 */
const TOKEN_PAGES = ['/resetpassword', '/authorise', '/verify'];

/** The identity verification pages (§2), the only ones that may use the camera. */
const CAMERA_PAGES = ['/members/account/verification', '/members/photoverification'];

/** The page's path as the app's router matches it: any case, a trailing slash or not. */
const pagePath = (request: FastifyRequest) =>
  request.url
    .split('?')[0]!
    .toLowerCase()
    .replace(/(.)\/+$/, '$1');

/**
 * What Stripe.js needs when it is the card tokeniser (decision 050): its script, the iframes of its
 * card fields and 3-D Secure, and its API. The sandbox needs nothing from elsewhere.
 */
const STRIPE_SOURCES = {
  script: ['https://js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};

/** The policy of the brand apps as Vite and vanilla-extract build them: files only, from here. */
function contentSecurityPolicy(production: boolean, stripe: boolean) {
  const outside = stripe ? STRIPE_SOURCES : { script: [], frame: [], connect: [] };
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      // No inline script. pdf.js decodes JPEG 2000 and JBIG2 scans in WebAssembly.
      scriptSrc: ["'self'", "'wasm-unsafe-eval'", ...outside.script],
      // vanilla-extract emits .css files; React's `style` props go through the CSSOM, which CSP
      // does not govern, so no inline styles are needed.
      styleSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", ...outside.connect],
      ...(stripe ? { frameSrc: ["'self'", ...outside.frame] } : {}),
      // The pdf.js worker is a file of the build.
      workerSrc: ["'self'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
      baseUri: ["'none'"],
      objectSrc: ["'none'"],
      reportUri: [CSP_REPORT_PATH],
      ...(production ? { upgradeInsecureRequests: [] } : {}),
    },
  };
}

/**
 * Security headers on every response (DESIGN §7, OWASP ASVS level 2): helmet's strict CSP,
 * `nosniff`, `X-Frame-Options: DENY` beside `frame-ancestors 'none'`, HSTS in production; then
 * the per-page Referrer-Policy and Permissions-Policy, and `no-store` on every API answer.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  { production, cardTokeniser }: { production: boolean; cardTokeniser: 'sandbox' | 'stripe' },
): Promise<void> {
  const headers = helmetHeaders({
    contentSecurityPolicy: contentSecurityPolicy(production, cardTokeniser === 'stripe'),
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    reply.headers(headers);
    const path = pagePath(request);
    if (TOKEN_PAGES.includes(path)) reply.header('referrer-policy', 'no-referrer');
    const camera = CAMERA_PAGES.includes(path) ? 'camera=(self)' : 'camera=()';
    reply.header(
      'permissions-policy',
      `${camera}, microphone=(), geolocation=(), payment=(), usb=()`,
    );
    // API answers hold a member's data or a session: no browser or proxy may keep them. Judged by
    // the route matched, so every spelling of a path gets it.
    if (request.routeOptions.schema?.operationId || path.startsWith('/api/')) {
      reply.header('cache-control', 'no-store');
    }
  });
}

/**
 * The headers helmet sets, worked out once: they are the same on every answer, and
 * `@fastify/helmet` builds helmet (parsing the CSP) again on every request (decision 041).
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  helmet(options)(
    {} as IncomingMessage,
    response as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error;
    },
  );
  return headers;
}
