// OIDC Core §3.1.2.1 and §5.3: the authorization endpoint and UserInfo "MUST support the use of the
// HTTP GET and POST methods". Every operation that serves both: the same request by GET and by
// POST gets the same outcome. At the authorization endpoint, the member client's request and one
// with a parameter changed (which, and how, drawn from the run's seed); at UserInfo, the member's
// token and a token never issued.
import fc from 'fast-check';
import type { CheckContext } from '../harness/check.ts';
import { target } from '../harness/context.ts';
import { fail, show } from '../harness/failure.ts';
import { sideBySide } from '../harness/side-by-side.ts';
import { http, type HttpResponse } from '../http/client.ts';
import { sharedMemberGrant } from '../flows/shared-grants.ts';
import { grantTokens } from '../flows/tokens.ts';
import { identityGrant, userinfoFor } from '../flows/userinfo.ts';
import { bearerGet, endpointUrl } from '../oauth/requests.ts';
import { randomValue } from '../oauth/pkce.ts';
import { sameAnswer, showAnswer } from './answers.ts';
import { baseAnswer, driveCase } from './authorize-case.ts';
import { drawn } from './unknown-name.ts';
import type { Operation } from '../surface/model.ts';
import type { Relation } from './types.ts';

const base = baseAnswer('get-post');
const CLAUSES = { authorization: 'oidc-core/3.1.2.1/get-and-post', userinfo: 'oidc-core/5.3/get-and-post' } as const;
const TITLES = {
  authorization:
    "the member client's authorization request, and one with a parameter left out or emptied (drawn from the run's seed), by GET and as a form POST → the same outcome each time [GET = POST]",
  userinfo:
    "UserInfo with the member's token, and with a token never issued, by GET and by POST (Bearer header) → the same outcome each time [GET = POST]",
};

export const getPost: Relation = {
  id: 'get-post',
  name: 'GET = POST',
  over: 'operation',
  govern({ operation: op }) {
    if (!(op.methods.includes('GET') && op.methods.includes('POST'))) return { reason: `serves ${op.methods.join(' and ')} only` };
    const endpoint = op.endpoint as keyof typeof CLAUSES;
    if (!CLAUSES[endpoint]) return { reason: 'no sentence makes it serve both' };
    // the endpoint's own operation has its title; another of the same endpoint is named in its own
    return { clause: CLAUSES[endpoint], title: op.id === endpoint ? TITLES[endpoint] : `${TITLES[endpoint]} (${op.id})` };
  },
  grants: ({ operation: op }) => (op.endpoint === 'userinfo' ? [sharedMemberGrant, identityGrant] : []),
  run: ({ operation: op }, t) => (op.endpoint === 'userinfo' ? atUserinfo(t) : atAuthorization(op, t)),
};

async function atAuthorization(op: Operation, t: CheckContext): Promise<void> {
  const sent = op.params.filter((p) => p.sent).map((p) => p.name);
  const [name, how] = drawn(fc.tuple(fc.constantFrom(...sent), fc.constantFrom('empty', 'omitted')), 'get-post:authorization');
  const change = { [name]: how === 'empty' ? '' : undefined };
  t.note(`the changed request: ${name} ${how === 'empty' ? 'sent without a value' : 'left out'}`);
  const [get, post, changedGet, changedPost] = await sideBySide(
    [
      () => base(t),
      () => driveCase('get-post-post', { method: 'POST' }),
      () => driveCase('get-post-changed', { params: change }),
      () => driveCase('get-post-changed-post', { params: change, method: 'POST' }),
    ],
    (f) => f(),
  );
  for (const [what, g, p] of [
    ['the correct request', get!, post!],
    [`${name} ${how}`, changedGet!, changedPost!],
  ] as const)
    if (!sameAnswer(g.answer, p.answer))
      fail(
        'the authorization endpoint serves POST as it serves GET (OIDC Core §3.1.2.1)',
        `by POST as by GET: ${showAnswer(g.answer)}`,
        `${what} by POST: ${showAnswer(p.answer)}`,
      );
}

const post = (url: string, token: string) => http({ method: 'POST', url, headers: { authorization: `Bearer ${token}` }, form: {} });
const served = (r: HttpResponse) => r.status === 200;
const sub = (r: HttpResponse) => (r.json() as { sub?: unknown } | undefined)?.sub;

async function atUserinfo(t: CheckContext): Promise<void> {
  const token = grantTokens(await sharedMemberGrant(t)).access_token;
  const never = randomValue(32);
  const url = endpointUrl(target(), 'userinfo');
  const [g, p, ng, np] = await sideBySide(
    [
      () => userinfoFor(token).then((a) => a.res),
      () => userinfoFor(token, post).then((a) => a.res),
      () => bearerGet(url, never),
      () => post(url, never),
    ],
    (f) => f(),
  );
  const pairs = [
    ["the member's token", g!, p!],
    ['a token never issued', ng!, np!],
  ] as const;
  for (const [what, a, b] of pairs)
    if (served(a) !== served(b) || (served(a) && sub(a) !== sub(b)) || (!served(a) && a.status >= 500 !== b.status >= 500))
      fail(
        'UserInfo serves POST as it serves GET (OIDC Core §5.3)',
        `by POST as by GET: HTTP ${a.status}${served(a) ? `, sub ${show(sub(a))}` : ''}`,
        `${what} by POST: HTTP ${b.status}${served(b) ? `, sub ${show(sub(b))}` : ''}: ${show(b.body, 160)}`,
      );
}
