// RFC 7592 §2.3 and §5, deprovisioning, where the target offers management and deleting (a DELETE it
// does not offer gets 405, and the checks skip: managed.ts): DELETE with the client's token is
// answered 204 and the client is gone; afterwards
// its registration access token gets 401 at every method, its client_id no authorization, and (SHOULD)
// the tokens it was issued are invalid. Before the delete, its access token is tried as the
// registration access token: another kind of credential, refused.
import { check, type CheckContext } from '../../lib/harness/check.ts';
import { target } from '../../lib/harness/context.ts';
import { describeResponse } from '../../lib/harness/expect.ts';
import { blocked, fail, notTestable } from '../../lib/harness/failure.ts';
import type { HttpResponse } from '../../lib/http/client.ts';
import { member } from '../../lib/flows/clients.ts';
import { fileGrant, MEMBER_SHAPE } from '../../lib/flows/plan.ts';
import { refresh } from '../../lib/flows/revoke-flow.ts';
import { grant, grantTokens } from '../../lib/flows/tokens.ts';
import { bearerGet, endpointUrl } from '../../lib/oauth/requests.ts';
import {
  isBearerRefusal,
  manage,
  managedClient,
  NO_MANAGEMENT,
  registerManaged,
  requireMethod,
  updateBody,
  type Managed,
} from './managed.ts';
import { redirectRegistered } from './redirect-registered.ts';

/** A client deleted: the DELETE's answer, then what each method gets with its token. */
async function deleted(m: Managed) {
  const res = await manage(m, 'DELETE');
  const after: [string, HttpResponse][] = [
    ['GET', await manage(m, 'GET')],
    ['PUT', await manage(m, 'PUT', { json: updateBody(m) })],
    ['DELETE', await manage(m, 'DELETE')],
  ];
  return { res, after };
}

check(
  'rfc7592/2.3/deprovision-204',
  'DELETE registration_client_uri with its token → 204 No Content (or 405: no delete), and the client gone: its token refused, its client_id redirected nowhere',
  async (t: CheckContext) => {
    await requireMethod(t, 'DELETE');
    const m = await managedClient(t);
    const { res, after } = await deleted(m);
    const probe = await redirectRegistered(m.clientId, m.redirectUri, 'deleted-client');
    const gone = after[0]![1].status !== 200 && !probe.registered;
    if (res.status !== 204 || !gone)
      fail(
        'a client deprovisioned is answered 204, and is gone',
        'HTTP 204; then the read refused and an error page for the client_id at the authorization endpoint',
        `${describeResponse(res)}; then GET: HTTP ${after[0]![1].status}; authorization: ${probe.outcome}`,
      );
  },
);

check(
  'rfc7592/2.1/deleted-401',
  'DELETE the client, then its token at GET, PUT and DELETE → 401 Bearer, each (the client does not exist)',
  async (t) => {
    await requireMethod(t, 'DELETE');
    const m = await managedClient(t);
    const { res, after } = await deleted(m);
    // a delete answered otherwise, or one that left the client readable: rfc7592/2.3/deprovision-204 reports it
    if (res.status !== 204 || after[0]![1].status === 200)
      blocked('rfc7592/2.3/deprovision-204', `the delete got HTTP ${res.status}; a read afterwards HTTP ${after[0]![1].status}`);
    const wrong = after.filter(([, r]) => !isBearerRefusal(r, [401])).map(([how, r]) => `${how}: ${describeResponse(r)}`);
    if (wrong.length)
      fail(
        'a request for a client that does not exist is answered 401, its registration access token invalid',
        'HTTP 401 with a Bearer challenge, for each method',
        wrong.join(' | '),
      );
  },
);

/**
 * A client of the harness's own with a grant: its access token tried at its configuration endpoint,
 * then the client deleted and its tokens tried again (a file's flow: it deletes the client once).
 */
const deletedWithTokens = fileGrant(
  'a managed client’s grant, the client then deleted',
  { ...MEMBER_SHAPE, client: 'a client the harness registers (RFC 7592 managed)', scopes: 'openid', session: 'own' },
  'its client deleted at the client configuration endpoint',
  async () => {
    const m = await registerManaged({ scope: 'openid' });
    if (!m) return { skip: NO_MANAGEMENT } as const;
    const g = await grant({
      client: { clientId: m.clientId, redirectUri: m.redirectUri, scopes: ['openid'], firstUse: true },
      member: member(),
      label: 'managed-client-grant',
      fresh: true,
    });
    const tokens = grantTokens(g);
    const accessAsRat = await manage(m, 'GET', { token: tokens.access_token });
    const del = await manage(m, 'DELETE');
    const readAfter = await manage(m, 'GET');
    const userinfo = target().endpoints.userinfo ? await bearerGet(endpointUrl(target(), 'userinfo'), tokens.access_token) : undefined;
    const refreshed = tokens.refresh_token ? await refresh(g, tokens.refresh_token) : undefined;
    return { accessAsRat, del, readAfter, userinfo, refreshed } as const;
  },
);

check(
  'rfc7592/2.1/invalid-token',
  "GET registration_client_uri with the client's own access token as the Bearer token → a Bearer refusal (an access token is no registration access token)",
  async (t) => {
    const r = await deletedWithTokens(t);
    if (r.skip !== undefined) return t.skip(r.skip);
    // refused, not served: 401 invalid_token, 400, or 403 insufficient_scope are each an RFC 6750 §3.1 refusal
    if (!isBearerRefusal(r.accessAsRat, [400, 401, 403]))
      fail(
        'an access token is not a registration access token',
        'one of: HTTP 401, 400 or 403, with a Bearer challenge',
        describeResponse(r.accessAsRat),
      );
  },
  { grants: [deletedWithTokens] },
);

check(
  'rfc7592/2.3/revoke-tokens',
  'a grant of a managed client, then the client deleted → its access token refused at UserInfo, its refresh token refused (SHOULD)',
  async (t) => {
    await requireMethod(t, 'DELETE');
    const r = await deletedWithTokens(t);
    if (r.skip !== undefined) return t.skip(r.skip);
    if (r.del.status !== 204 || r.readAfter.status === 200)
      blocked('rfc7592/2.3/deprovision-204', `the delete got HTTP ${r.del.status}; a read afterwards HTTP ${r.readAfter.status}`);
    if (!r.userinfo && !r.refreshed)
      notTestable(
        'a place to present the deleted client’s tokens: the target configures no UserInfo endpoint and the grant gave no refresh token',
      );
    const served = [
      ...(r.userinfo && r.userinfo.status === 200 ? ['UserInfo served the access token'] : []),
      ...(r.refreshed && r.refreshed.status < 300 ? ['the refresh grant gave tokens'] : []),
    ];
    if (served.length)
      fail(
        'a deprovisioned client’s tokens are invalidated',
        'the access token refused (401), the refresh grant refused',
        served.join('; '),
      );
  },
  { grants: [deletedWithTokens] },
);
