// The ID token carries the same sub, email, name, org_id and roles as UserInfo returns for the
// access token of the same exchange: the member client's code exchange and a refresh response that
// carries an ID token; and for another member (members[1]), whose ID token and UserInfo answer are
// their own. (Another client's ID token is left out: it was asked for openid alone, and a server
// may give it fewer claims than UserInfo gives for the member client's token.)
import type { JWTPayload } from 'jose';
import { check } from '../../lib/harness/check.ts';
import { describeResponse } from '../../lib/harness/expect.ts';
import { blocked, fail, show } from '../../lib/harness/failure.ts';
import { useToken } from '../../lib/flows/token-use.ts';
import { grantTokens } from '../../lib/flows/tokens.ts';
import { identityGrant, requireUserinfo } from '../../lib/flows/userinfo.ts';
import { decoded, decodedIdToken, idTokenFlow, idTokens, ID_TOKEN_GRANTS, ID_TOKEN_PLACE_GRANTS } from './id-token-flows.ts';
import { secondMemberGrant } from './id-token-grants.ts';

const flow = idTokenFlow();
const CLAIMS = ['sub', 'email', 'name', 'org_id', 'roles'] as const;

/** roles compared as a set: their order carries nothing */
const normal = (v: unknown) => JSON.stringify(Array.isArray(v) ? [...v].map(String).sort() : v);

/** Every claim UserInfo returns that the ID token carries otherwise (or not at all). */
const differing = (claims: JWTPayload, info: Record<string, unknown>) =>
  CLAIMS.filter((c) => info[c] !== undefined && normal(claims[c]) !== normal(info[c]));

check(
  'resources/claims/id-token-same-values',
  "the id_token (the member client's code exchange; a refresh response, when it carries one) and UserInfo for the member → equal sub, email, name, org_id, roles",
  async (t) => {
    const list = (await idTokens(t, flow)).filter((x) => x.place !== "another client's code exchange");
    const info = await requireUserinfo(list[0]!.tokens.access_token, CLAIMS);
    const problems = list.flatMap(({ claims, place }) => {
      const differ = differing(claims, info);
      return differ.length ? [`${place}: ${differ.map((c) => `${c} = ${show(claims[c])}`).join(', ')}`] : [];
    });
    if (problems.length)
      fail(
        'an ID token carries the same values as UserInfo',
        CLAIMS.filter((c) => info[c] !== undefined)
          .map((c) => `${c} = ${show(info[c])}`)
          .join(', '),
        problems.join('; '),
      );
    t.note(`compared ${CLAIMS.filter((c) => info[c] !== undefined).join(', ')}`);
  },
  { grants: [...ID_TOKEN_PLACE_GRANTS, identityGrant] },
);

check(
  'resources/claims/id-token-same-values',
  "members[1]'s id_token and UserInfo for members[1]'s access token (identity scopes; no resource, unless the server requires one) → equal sub, email, name, org_id, roles, none of them members[0]'s own",
  async (t) => {
    const mine = await decodedIdToken(t, flow);
    const tokens = grantTokens(await secondMemberGrant(t));
    const { claims } = decoded(tokens.id_token, "members[1]'s code exchange");
    const res = await useToken('UserInfo', tokens.access_token);
    const info = res.json() as Record<string, unknown> | undefined;
    if (res.status !== 200 || !info || typeof info !== 'object')
      blocked('resources/claims/userinfo', `UserInfo refused members[1]'s identity token (${describeResponse(res)})`);
    const differ = differing(claims, info!);
    if (differ.length)
      fail(
        "an ID token carries the same values as UserInfo, for each member's own grant",
        differ.map((c) => `${c} = ${show(info![c])}`).join(', '),
        differ.map((c) => `${c} = ${show(claims[c])}`).join(', '),
      );
    // the two answers must be members[1]'s: a sub equal to members[0]'s is rfc7519/4.1.2/sub-unique's to report
    if (info!.sub !== undefined && info!.sub === mine.claims.sub)
      blocked('rfc7519/4.1.2/sub-unique', "UserInfo gives members[1]'s token the sub of members[0]'s ID token");
  },
  { grants: [...ID_TOKEN_GRANTS, secondMemberGrant] },
);
