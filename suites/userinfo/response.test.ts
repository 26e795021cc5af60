// OIDC Core §5.3.2 on UserInfo's answer: the body is declared application/json, and claims it does
// not return are left out rather than sent as null or "". That POST is served as GET is, is the
// relation get-post's (suites/relations/get-post.test.ts).
import { check } from '../../lib/harness/check.ts';
import { blocked, fail, show } from '../../lib/harness/failure.ts';
import { http } from '../../lib/http/client.ts';
import { sharedMemberGrant } from '../../lib/flows/member-grant.ts';
import { grantTokens } from '../../lib/flows/tokens.ts';
import { userinfoFor } from '../../lib/flows/userinfo.ts';
import { identityGrant } from '../../lib/flows/userinfo.ts';

/** UserInfo's GET answer for the member (whichever token it serves), or blocked: resources/claims/userinfo reports it. */
async function served(t: Parameters<typeof sharedMemberGrant>[0]) {
  const { res } = await userinfoFor(grantTokens(await sharedMemberGrant(t)).access_token);
  const body = res.json();
  if (res.status !== 200 || !body || typeof body !== 'object' || Array.isArray(body))
    blocked('resources/claims/userinfo', `GET UserInfo gave no claims object (HTTP ${res.status})`);
  return { res, claims: body as Record<string, unknown> };
}

/** UserInfo's POST answer for the member (the Bearer header, an empty form body), whichever token it serves. */
const post = (url: string, token: string) => http({ method: 'POST', url, headers: { authorization: `Bearer ${token}` }, form: {} });

check(
  'oidc-core/5.3.2/content-type',
  "GET and POST UserInfo with the member's token → Content-Type: application/json each time",
  async (t) => {
    const { res } = await served(t);
    const { res: posted } = await userinfoFor(grantTokens(await sharedMemberGrant(t)).access_token, post);
    // a POST that is not served is oidc-core/5.3/get-and-post's to report: only its JSON answer is judged
    const answers = posted.status === 200 ? [['GET', res] as const, ['POST', posted] as const] : [['GET', res] as const];
    const wrong = answers.filter(([, r]) => !/^application\/json\s*(;|$)/i.test(r.header('content-type')?.trim() ?? ''));
    if (wrong.length)
      fail(
        'a JSON UserInfo answer declares its type',
        'Content-Type: application/json (parameters such as charset allowed)',
        wrong.map(([m, r]) => `${m}: Content-Type ${r.header('content-type') ?? '(absent)'}`).join('; '),
      );
  },
  { grants: [identityGrant, sharedMemberGrant] },
);

check(
  'oidc-core/5.3.2/no-null-claims',
  'GET UserInfo with the member\'s token → no claim whose value is null or ""',
  async (t) => {
    const { claims } = await served(t);
    const empty = Object.keys(claims).filter((k) => claims[k] === null || claims[k] === '');
    if (empty.length)
      fail(
        'a claim not returned is omitted, not sent empty',
        'no member with null or "" as its value',
        empty.map((k) => `${k} = ${show(claims[k])}`).join(', '),
      );
  },
  { grants: [identityGrant, sharedMemberGrant] },
);
