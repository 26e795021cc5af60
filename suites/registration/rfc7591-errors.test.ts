// RFC 7591 §3.2.2: a registration error is an HTTP 400 (unless otherwise specified; the spec shows no
// other status) with an application/json object whose error is one ASCII code, for every error
// condition: an unrecognised name, a fixed https callback, a lookalike of loopback, a relative URI, a
// fragment. (Which code each gets: the spec's errors/* checks.)
import { check } from '../../lib/harness/check.ts';
import { target } from '../../lib/harness/context.ts';
import { describeResponse, isJsonContentType } from '../../lib/harness/expect.ts';
import { fail } from '../../lib/harness/failure.ts';
import { randomValue } from '../../lib/oauth/pkce.ts';
import { registerRequest } from '../../lib/oauth/requests.ts';

const port = () => 40000 + Math.floor(Math.random() * 20000);
/** RFC 6749 §5.2's error code charset, the ASCII RFC 7591 asks for */
const CODE = /^[\x20\x21\x23-\x5b\x5d-\x7e]+$/;

const conditions: [string, () => Record<string, unknown>][] = [
  ['an unrecognised client_name, no redirect URI', () => ({ client_name: `cs-conformance unknown integration ${randomValue(6)}` })],
  ['a fixed https callback', () => ({ redirect_uris: ['https://cs-conformance.invalid/oauth/callback'] })],
  ['a host that starts with 127.0.0.1', () => ({ redirect_uris: [`http://127.0.0.1.cs-conformance.test:${port()}/callback`] })],
  ['a relative redirect URI', () => ({ redirect_uris: ['/cs-conformance/callback'] })],
  ['a loopback redirect URI with a fragment', () => ({ redirect_uris: [`http://127.0.0.1:${port()}/callback#f`] })],
];

check(
  'rfc7591/3.2.2/error',
  `POST register with each error condition (${conditions.map(([w]) => w).join('; ')}) → each refusal HTTP 400, application/json, "error" one ASCII code`,
  async (t) => {
    const wrong: string[] = [];
    for (const [what, metadata] of conditions) {
      const res = await registerRequest(target(), { token_endpoint_auth_method: 'none', ...metadata() });
      // an accepted one is the registration rules' checks' to report; a correct server may drop a fragment
      if (res.status < 400) {
        t.note(`${what}: accepted (HTTP ${res.status})`);
        continue;
      }
      const error = (res.json() as { error?: unknown } | undefined)?.error;
      if (res.status !== 400 || !isJsonContentType(res.header('content-type')) || typeof error !== 'string' || !CODE.test(error))
        wrong.push(`${what}: ${describeResponse(res)}`);
    }
    if (wrong.length)
      fail(
        'a registration error is HTTP 400 with a JSON object whose error is a single ASCII error code (RFC 7591 §3.2.2)',
        'HTTP 400, Content-Type application/json, "error": an ASCII code, for each',
        wrong.join(' | '),
      );
  },
);
