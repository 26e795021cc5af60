// The ID token carries the same sub, email, name, org_id and roles as UserInfo returns for the
// access token of the same exchange.
import { check } from '../../lib/harness/check.ts';
import { fail, show } from '../../lib/harness/failure.ts';
import { requireUserinfo } from '../../lib/flows/userinfo.ts';
import { decodedIdToken, idTokenFlow, ID_TOKEN_GRANTS } from './id-token-flows.ts';
import { identityGrant } from '../../lib/flows/userinfo.ts';

const flow = idTokenFlow();
const CLAIMS = ['sub', 'email', 'name', 'org_id', 'roles'] as const;

/** roles compared as a set: their order carries nothing */
const normal = (v: unknown) => JSON.stringify(Array.isArray(v) ? [...v].map(String).sort() : v);

check(
  'resources/claims/id-token-same-values',
  "the id_token and UserInfo for the same exchange's access token → equal sub, email, name, org_id, roles",
  async (t) => {
    const { claims, tokens } = await decodedIdToken(t, flow);
    const info = await requireUserinfo(tokens.access_token, CLAIMS);
    const shared = CLAIMS.filter((c) => info[c] !== undefined);
    // every claim UserInfo returns must be in the ID token with the same value
    const differ = shared.filter((c) => normal(claims[c]) !== normal(info[c]));
    if (differ.length) {
      fail(
        'an ID token carries the same values as UserInfo',
        differ.map((c) => `${c} = ${show(info[c])}`).join(', '),
        differ.map((c) => `${c} = ${show(claims[c])}`).join(', '),
      );
    }
    t.note(`compared ${shared.join(', ')}`);
  },
  { grants: [...ID_TOKEN_GRANTS, identityGrant] },
);
