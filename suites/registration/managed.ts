// A loopback client registered for the RFC 7592 checks, and requests to its client configuration
// endpoint. RFC 7592 is optional: a registration response with neither registration_client_uri nor
// registration_access_token offers no management, and the checks skip. One that offers it with a
// member missing or malformed blocks them (rfc7592/3/* report it). Each method is optional too (§2: a
// method the server does not support gets "the appropriate error code"): a check that needs an update
// or a delete skips where the endpoint answers it 405 or 501, and is blocked where it answers as if the
// client were not there (404 while it still reads), which rfc7592/2/unsupported-method reports.
import type { CheckContext } from '../../lib/harness/check.ts';
import { target } from '../../lib/harness/context.ts';
import { describeResponse } from '../../lib/harness/expect.ts';
import { blocked, notTestable, show } from '../../lib/harness/failure.ts';
import { once } from '../../lib/harness/once.ts';
import { http, type HttpResponse } from '../../lib/http/client.ts';
import { isAllowed } from '../../lib/http/guard.ts';
import { loopbackRedirect } from '../../lib/flows/clients.ts';
import { randomValue } from '../../lib/oauth/pkce.ts';
import { registerRequest } from '../../lib/oauth/requests.ts';

export type Metadata = Record<string, unknown>;

export interface Managed {
  clientId: string;
  uri: string;
  token: string;
  redirectUri: string;
  /** the metadata the client was registered with (a PUT sends them all again, RFC 7592 §2.2) */
  metadata: Metadata;
  /** the registration response */
  body: Metadata;
  /**
   * the client's metadata as the server last returned them to it (the registration response, then
   * each 200 to a read or an update with its own token): what a PUT sends again (RFC 7592 §2.2)
   */
  last: Metadata;
}

export const NO_MANAGEMENT =
  'the registration response offers no RFC 7592 management (no registration_client_uri, no registration_access_token): optional';

export const bodyOf = (res: HttpResponse): Metadata => {
  const b = res.json();
  return b && typeof b === 'object' && !Array.isArray(b) ? (b as Metadata) : {};
};

/** A loopback client's metadata: a fresh redirect URI, a name of its own. */
export function loopbackMetadata(extra: Metadata = {}): Metadata {
  return {
    client_name: `cs-conformance managed client ${randomValue(4)}`,
    application_type: 'native',
    redirect_uris: [loopbackRedirect()],
    token_endpoint_auth_method: 'none',
    ...extra,
  };
}

/** Registers a loopback client; undefined when the response offers no management. */
export async function registerManaged(extra: Metadata = {}): Promise<Managed | undefined> {
  const metadata = loopbackMetadata(extra);
  const res = await registerRequest(target(), metadata);
  const body = bodyOf(res);
  if (res.status < 200 || res.status >= 300)
    blocked('authentication/4/loopback', `the registration was refused (${describeResponse(res)})`);
  if (typeof body.client_id !== 'string') blocked('resources/registration/client-id', 'the registration response has no client_id');
  const { registration_client_uri: uri, registration_access_token: token } = body;
  if (uri === undefined && token === undefined) return undefined;
  if (typeof uri !== 'string' || !URL.canParse(uri) || typeof token !== 'string' || !token)
    blocked(
      ['rfc7592/3/registration-client-uri', 'rfc7592/3/registration-access-token'],
      `management offered with registration_client_uri ${show(uri)} and registration_access_token ${token === undefined ? '(absent)' : '(present)'}`,
    );
  if (!isAllowed(uri as string))
    notTestable(`registration_client_uri ${uri as string} is outside the configured origins; the harness calls no other origin`);
  const redirectUri = (metadata.redirect_uris as string[])[0]!;
  return { clientId: body.client_id as string, uri: uri as string, token: token as string, redirectUri, metadata, body, last: body };
}

/** A managed client, or the check skips (the target does not offer management). */
export async function managedClient(t: CheckContext, extra: Metadata = {}): Promise<Managed> {
  const m = await registerManaged(extra);
  if (!m) t.skip(NO_MANAGEMENT);
  return m!;
}

/**
 * A request to the client configuration endpoint: the client's own token unless another (or none:
 * null) is given. With its own token, a 200 that carries a new registration_access_token makes that
 * the client's token from then on (RFC 7592 Appendix A.1: a read or an update may rotate it, and the
 * client then discards the old one), and its metadata what the next update sends (RFC 7592 §2.2).
 */
export async function manage(
  m: Managed,
  method: 'GET' | 'PUT' | 'DELETE' | 'PATCH',
  o: { token?: string | null; json?: unknown } = {},
): Promise<HttpResponse> {
  const token = o.token === undefined ? m.token : o.token;
  const res = await http({
    method,
    url: m.uri,
    headers: { accept: 'application/json', ...(token === null ? {} : { authorization: `Bearer ${token}` }) },
    ...(o.json === undefined ? {} : { json: o.json }),
  });
  const answer = res.status === 200 && method !== 'DELETE' ? bodyOf(res) : {};
  const rotated = answer.registration_access_token;
  if (o.token === undefined && typeof rotated === 'string' && rotated) m.token = rotated;
  if (o.token === undefined && Object.keys(answer).length) m.last = answer;
  return res;
}

/** RFC 7592 §2.2: the fields a client MUST NOT send in an update (the server's own). */
const SERVER_FIELDS = ['registration_access_token', 'registration_client_uri', 'client_secret_expires_at', 'client_id_issued_at'];

/**
 * The client's metadata as a PUT sends them (RFC 7592 §2.2): every field as the server last returned
 * it (registration, read or update), over the metadata the client registered with (a field a response
 * left out is still the client's), client_id included, none of the server's own; the client_secret
 * (which a client MAY send, its current value) only by a client that authenticates with one; then the
 * one change a probe makes.
 */
export function updateBody(m: Managed, over: Metadata = {}): Metadata {
  const fields: Metadata = { ...m.metadata, ...m.last, client_id: m.clientId };
  for (const k of SERVER_FIELDS) delete fields[k];
  if (fields.token_endpoint_auth_method === 'none') delete fields.client_secret;
  return { ...fields, ...over };
}

/** RFC 6750 §3: a refusal with a Bearer challenge (401 for a bad token, as §3.1 has it; 400 for a malformed request). */
export const isBearerRefusal = (res: HttpResponse, statuses = [400, 401]) =>
  statuses.includes(res.status) && /^\s*bearer\b/i.test(res.header('www-authenticate') ?? '');

/** A field of the client as a read with its own token gives it; blocked when the read fails or leaves it out (their checks report it). */
export async function readBack(m: Managed, field: string): Promise<unknown> {
  const res = await manage(m, 'GET');
  if (res.status !== 200) blocked('rfc7592/2.1/client-id-unchanged', `the client does not read with its own token (HTTP ${res.status})`);
  const value = bodyOf(res)[field];
  if (value === undefined) blocked('rfc7592/3/registered-metadata', `a read leaves ${field} out`);
  return value;
}

export type Method = 'PUT' | 'DELETE';

/** A method's answer to a client's own token: its status, and whether the client still reads after it. */
export interface MethodAnswer {
  method: Method;
  status: number;
  reads: boolean;
}

/** offered (2xx), not offered (405 or 501: RFC 7592 §2), or the wrong code (404 or 410 while the client reads). */
export type Support = 'offered' | 'not offered' | 'wrong code' | 'other';

export function supportOf(a: MethodAnswer): Support {
  if (a.status === 405 || a.status === 501) return 'not offered';
  if ((a.status === 404 || a.status === 410) && a.reads) return 'wrong code';
  return a.status >= 200 && a.status < 300 ? 'offered' : 'other';
}

async function answerTo(method: Method): Promise<MethodAnswer | undefined> {
  const m = await registerManaged();
  if (!m) return undefined;
  const res = await manage(m, method, method === 'PUT' ? { json: updateBody(m) } : {});
  return { method, status: res.status, reads: (await manage(m, 'GET')).status === 200 };
}

/** What the endpoint does with an update (its metadata unchanged) and a delete, each by a client of its own with its token. */
export const methodAnswers = once('the client configuration endpoint’s PUT and DELETE, each by a client of its own', async () => ({
  PUT: await answerTo('PUT'),
  DELETE: await answerTo('DELETE'),
}));

/** How the endpoint answers `method` (undefined: no management offered). */
export async function supportFor(t: CheckContext, method: Method): Promise<Support | undefined> {
  const a = (await methodAnswers(t))[method];
  return a && supportOf(a);
}

/** A check that needs `method`: skips where the endpoint does not offer it, blocked where it answers with the wrong code. */
export async function requireMethod(t: CheckContext, method: Method): Promise<void> {
  const a = (await methodAnswers(t))[method];
  if (!a) t.skip(NO_MANAGEMENT);
  const support = supportOf(a!);
  if (support === 'not offered')
    t.skip(`the client configuration endpoint does not offer ${method} (HTTP ${a!.status}): each method is optional (RFC 7592 §2)`);
  if (support === 'wrong code')
    blocked('rfc7592/2/unsupported-method', `a ${method} with the client’s own token gets HTTP ${a!.status}, and the client still reads`);
}
