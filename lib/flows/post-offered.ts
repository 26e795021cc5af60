// Whether the authorization endpoint takes the request as a form POST (OIDC Core §3.1.2.1: an OpenID
// provider MUST; RFC 6749 §3.1: MAY). Probed once per file over plain HTTP, nobody signed in: served
// as a GET is (a page, or a redirect on to the sign-in), or not. A check that judges a rule by POST
// needs it: without POST it is blocked, and oidc-core/3.1.2.1/get-and-post reports why.
import type { CheckContext } from '../harness/check.ts';
import { target } from '../harness/context.ts';
import { blocked, show } from '../harness/failure.ts';
import { once } from '../harness/once.ts';
import { http, type HttpResponse } from '../http/client.ts';
import { endpointUrl, form } from '../oauth/requests.ts';
import { codeRequestParams } from './authorize.ts';
import { memberClient, type FlowClient } from './clients.ts';

/** The answer to a well-formed POST, nobody signed in, is a page or a redirect on (not 404, 405, 5xx, nor an error sent to the client). */
export function servedLikeGet(res: HttpResponse, client: FlowClient): boolean {
  const location = res.header('location');
  const errorToClient = location !== undefined && location.startsWith(client.redirectUri) && /[?&]error=/.test(location);
  return !(res.status >= 400 || res.status < 200 || (res.status >= 300 && (!location || errorToClient)));
}

/** What the answer was, for Actual: lines (code and state masked). */
export function describePostAnswer(res: HttpResponse): string {
  const location = res.header('location');
  return `HTTP ${res.status}${location ? `, Location ${show(location.replace(/([?&](code|state)=)[^&]*/g, '$1…'), 160)}` : ''}`;
}

/** The member client's request as a form POST, nobody signed in. */
export function postMemberRequest(client = memberClient()): Promise<HttpResponse> {
  return http({ url: endpointUrl(target(), 'authorization'), form: form(codeRequestParams(client)) });
}

const offered = once('the authorization endpoint takes POST', async () => {
  const res = await postMemberRequest();
  return servedLikeGet(res, memberClient()) ? undefined : describePostAnswer(res);
});

/** Undefined when the endpoint takes POST; else what it answered. */
export const postTaken = (t: CheckContext): Promise<string | undefined> => offered(t);

/** The check judges a rule by POST: blocked when the endpoint does not take POST. */
export async function requirePost(t: CheckContext): Promise<void> {
  const refused = await offered(t);
  if (refused !== undefined)
    blocked('oidc-core/3.1.2.1/get-and-post', `the authorization endpoint does not take the request as a form POST (${refused})`);
}
