// The requests the relations of HTTP semantics (RFC 9110) send to an endpoint of the model, at the
// URL the target's documents give it: the methods it does not serve, HEAD, a method no server
// implements, its ordinary request (at the authorization endpoint, the member client's correct one). Each is sent once per worker and shared, with its evidence, by
// the relations that read it; an endpoint that takes the member's token gets it with every method,
// so that a refusal says something about the method, not about a missing credential.
import type { CheckContext } from '../harness/check.ts';
import { target } from '../harness/context.ts';
import { once } from '../harness/once.ts';
import { sideBySide } from '../harness/side-by-side.ts';
import { http, type HttpResponse } from '../http/client.ts';
import { sharedMemberGrant } from '../flows/shared-grants.ts';
import { grantTokens } from '../flows/tokens.ts';
import { codeRequestParams } from '../flows/authorize.ts';
import { memberClient } from '../flows/clients.ts';
import { surfaceOf, type Endpoint, type HttpMethod, type Method } from '../surface/model.ts';

export const PROBED: readonly HttpMethod[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];
/** a valid method token that no server implements (RFC 9110 §9.1) */
export const UNKNOWN_METHOD = 'CSPROBE';

/** The methods the endpoint does not serve: every probed one but those it serves (HEAD with GET) and those the text leaves to it. */
export function notServed(e: Endpoint): HttpMethod[] {
  const may = e.mayServe?.methods ?? [];
  const serves = (m: HttpMethod) => e.methods.includes(m as Method) || (m === 'HEAD' && e.methods.includes('GET'));
  return PROBED.filter((m) => !serves(m) && !may.includes(m));
}

/** How the endpoint is named in a title: its path, or the metadata key that advertises it. */
export const where = (e: Endpoint): string => e.path ?? `the ${e.metadataKey}`;

/** The endpoint's URL on this target; a check of one it does not advertise, or serves from another origin, skips. */
export function urlOf(e: Endpoint, t: CheckContext): string {
  const found = surfaceOf(target()).endpoints.find((x) => x.id === e.id);
  if (!found?.url || found.from === 'absent') return t.skip(`the target does not advertise ${e.metadataKey ?? e.id}`);
  if (found.from === 'other-origin') return t.skip(`the target serves ${e.metadataKey ?? e.id} from another origin`);
  return found.url;
}

/** The grants a probe of the endpoint reads. */
export const probeGrants = (e: Endpoint) => (e.bearer ? [sharedMemberGrant] : []);

const sent = new Map<string, (t: CheckContext) => Promise<HttpResponse>>();

/** The endpoint's answer to `method` (no body, no parameters), shared by every check of this worker that asks. */
export async function probe(e: Endpoint, method: string, t: CheckContext): Promise<HttpResponse> {
  const url = urlOf(e, t);
  const headers: Record<string, string> = e.bearer
    ? { authorization: `Bearer ${grantTokens(await sharedMemberGrant(t)).access_token}` }
    : {};
  const key = `${method} ${url}`;
  if (!sent.has(key))
    sent.set(
      key,
      once(`${method} ${where(e)}`, () => http({ method, url: withRequest(e, method, url), headers })),
    );
  return sent.get(key)!(t);
}

/** The authorization endpoint's GET and HEAD carry the member client's correct request (the harness is a correct client). */
function withRequest(e: Endpoint, method: string, url: string): string {
  if (e.id !== 'authorization' || (method !== 'GET' && method !== 'HEAD')) return url;
  const u = new URL(url);
  for (const [k, v] of Object.entries(codeRequestParams(memberClient()))) if (v !== undefined) u.searchParams.set(k, v);
  return u.href;
}

/** Each method in turn, side by side: [method, answer]. */
export async function probeAll(e: Endpoint, methods: readonly string[], t: CheckContext): Promise<[string, HttpResponse][]> {
  return sideBySide(methods, async (m) => [m, await probe(e, m, t)] as [string, HttpResponse]);
}

/** The ordinary request (GET where it serves GET, else POST), a method it does not serve, and a method no server implements. */
export function sampleMethods(e: Endpoint): string[] {
  return [e.methods.includes('GET') ? 'GET' : 'POST', ...notServed(e).slice(0, 1), UNKNOWN_METHOD];
}

export const showStatus = (answers: [string, HttpResponse][]): string => answers.map(([m, r]) => `${m}: HTTP ${r.status}`).join('; ');
