// Judges a 401 invalid_token refusal at a protected resource (RFC 6750 §3, RFC 9728 §5.1): the
// status, the error code in the Bearer challenge (or, leniently, in a JSON body) and, when asked,
// a resource_metadata pointer in the challenge. Shared by the account-api and resource-binding suites.
import { describeResponse } from '../harness/expect.ts';
import { fail, show } from '../harness/failure.ts';
import type { HttpResponse } from '../http/client.ts';
import { bearerChallenge } from './www-authenticate.ts';

export function expectInvalidToken(res: HttpResponse, what: string, options: { resourceMetadata?: boolean } = {}): void {
  const headers = res.headerValues('www-authenticate');
  if (res.status !== 401) fail(what, 'HTTP 401 with error="invalid_token"', describeResponse(res));
  const challenge = headers.length ? bearerChallenge(headers) : undefined;
  const body = res.json() as { error?: unknown } | undefined;
  const code = challenge?.params.error ?? (body && typeof body === 'object' ? body.error : undefined);
  if (code !== 'invalid_token') {
    fail(
      what,
      'error="invalid_token" in the Bearer challenge (RFC 6750 §3; or "error": "invalid_token" in a JSON body)',
      `WWW-Authenticate: ${headers.length ? headers.map((h) => show(h)).join(', ') : '(absent)'}; ${describeResponse(res)}`,
    );
  }
  if (options.resourceMetadata && !challenge?.params.resource_metadata) {
    fail(
      what,
      'a Bearer challenge with a resource_metadata pointer (RFC 9728 §5.1)',
      `WWW-Authenticate: ${headers.length ? headers.map((h) => show(h)).join(', ') : '(absent)'}`,
    );
  }
}
