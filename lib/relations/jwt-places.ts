// Where the server takes a JWT it issued, as the JWT relation presents one there (lib/relations/jwt-forged.ts):
// the genuine JWT of the place (the member's, from the run's shared grant), how a value is presented,
// and what counts as taken: a code with nobody signed in, member data, "active": true, tokens, a
// client's configuration. How a refusal looks is left to the checks of that place.
import type { CheckContext } from '../harness/check.ts';
import { target } from '../harness/context.ts';
import { describeResponse } from '../harness/expect.ts';
import { notTestable, show } from '../harness/failure.ts';
import { http } from '../http/client.ts';
import { authorize, callbackParam, describeOutcome } from '../flows/authorize.ts';
import { memberClient } from '../flows/clients.ts';
import type { Planned } from '../flows/plan.ts';
import { sharedMemberGrant } from '../flows/shared-grants.ts';
import { grantTokens, tokensOf } from '../flows/tokens.ts';
import { introspectRequest, tokenRequest } from '../oauth/requests.ts';
import { controls, present, requireControls, type Resource } from '../flows/present.ts';
import type { Forgery, Jws } from './jwt-forge.ts';
import { otherIssuerTokens, otherTarget, registrationAt, type Registered } from './jwt-other.ts';
import { refreshPairs } from './sequence.ts';

export interface Taken {
  taken: boolean;
  text: string;
}

export interface JwtPlace {
  /** the credential presented, as the title says it */
  phrase: string;
  /** what a correct server gives a forged one */
  outcome: string;
  grants: Planned<unknown>[];
  /** the genuine one, or a skip: the place is not reached */
  genuine(t: CheckContext): Promise<string | undefined>;
  /** another issuer's genuine one of this kind, and the grants it needs */
  other?(t: CheckContext): Promise<string | undefined>;
  otherGrants?: Planned<unknown>[];
  /** why a way is no forgery at this target (its metadata allows what it makes), if it is not */
  skipWay?(way: string): string | undefined;
  /** present a correct one first: it must be taken, else the place is not reached (Not testable) */
  control?: boolean;
  /** the issuer's public keys (default: the server's JWK Set) */
  keys?(t: CheckContext): Promise<Record<string, unknown>[]>;
  /** the place's own forgery of a way (a client's JWT: another issuer, expired), where the harness is its signer */
  forge?(way: string, jws: Jws, t: CheckContext): Promise<Forgery[]>;
  present(value: string, t: CheckContext, label: string): Promise<Taken>;
}

const shared = async (t: CheckContext) => grantTokens(await sharedMemberGrant(t));

const hint: JwtPlace = {
  phrase: "nobody signed in; id_token_hint = members[0]'s ID token",
  outcome: 'an error or the sign-in page, never a code',
  grants: [sharedMemberGrant],
  otherGrants: [otherIssuerTokens],
  async genuine(t) {
    if (!target().capabilities.idToken)
      t.skip('no ID token is promised (the metadata lacks id_token_signing_alg_values_supported or jwks_uri)');
    return (await shared(t)).id_token;
  },
  other: async (t) => (await otherIssuerTokens(t)).id_token,
  async present(value, _t, label) {
    const rec = await authorize({ client: memberClient(), fresh: true, params: { id_token_hint: value }, label, expectRefusal: true });
    const code = callbackParam(rec, 'code');
    return { taken: !!code, text: code ? `a code with nobody signed in (${describeOutcome(rec)})` : describeOutcome(rec) };
  },
};

function bearer(where: Resource): JwtPlace {
  return {
    phrase: `members[0]'s access token as the Bearer token at ${where}`,
    outcome: 'refused, no member data',
    grants: [sharedMemberGrant],
    async genuine(t) {
      if (where === 'UserInfo' && !target().endpoints.userinfo) t.skip('no userinfo_endpoint is advertised');
      return (await shared(t)).access_token;
    },
    async present(value, t) {
      // a never-issued token served there is errors/invalid_token's, not a forgery taken
      requireControls(await controls(t));
      const a = await present(where, value);
      return { taken: a.served, text: a.text };
    },
  };
}

function introspected(kind: 'access_token' | 'refresh_token'): JwtPlace {
  return {
    phrase: `members[0]'s ${kind === 'access_token' ? 'access' : 'refresh'} token introspected by the member client`,
    outcome: '"active": false',
    grants: [sharedMemberGrant],
    async genuine(t) {
      if (!target().capabilities.introspection) t.skip('no introspection_endpoint is advertised');
      return (await shared(t))[kind];
    },
    async present(value) {
      const client = memberClient();
      const res = await introspectRequest(target(), { token: value, client_id: client.clientId, client_secret: client.clientSecret });
      if (res.status === 401 || res.status === 403 || /"(invalid|unauthorized)_client"/.test(res.body))
        notTestable(`the introspection endpoint refused the member client's credentials (${describeResponse(res)})`);
      const active = (res.json() as { active?: unknown } | undefined)?.active;
      return { taken: res.status === 200 && active === true, text: `HTTP ${res.status}, "active": ${show(active)}` };
    },
  };
}

const refresh: JwtPlace = {
  phrase: "a refresh of the member client's grant with members[0]'s refresh token",
  outcome: 'refused, no tokens',
  grants: [sharedMemberGrant],
  otherGrants: [otherIssuerTokens],
  genuine: async (t) => (await shared(t)).refresh_token,
  other: async (t) => (await otherIssuerTokens(t)).refresh_token,
  async present(value, t) {
    const { rec } = await sharedMemberGrant(t);
    const res = await tokenRequest(target(), refreshPairs(rec, value));
    const tokens = tokensOf(res, rec);
    return { taken: !!tokens, text: tokens ? `HTTP ${res.status} with tokens` : describeResponse(res) };
  },
};

/** The client a registration created here, read with its own registration access token: the place and the genuine one. */
let registering: Promise<Registered> | undefined;
let registered: Registered | undefined;
const management: JwtPlace = {
  phrase: 'the registration access token of a client the harness registered, at its registration_client_uri',
  outcome: 'refused, no client configuration',
  grants: [],
  async genuine(t) {
    registered = await (registering ??= registrationAt(target()));
    if (!registered.uri || !registered.token) t.skip('the registration response offers no client management (RFC 7592 §3)');
    return registered.token;
  },
  other: async () => (await registrationAt(await otherTarget())).token,
  async present(value) {
    const res = await http({ url: registered!.uri!, headers: { authorization: `Bearer ${value}` } });
    const served = res.status === 200 && (res.json() as { client_id?: unknown } | undefined)?.client_id !== undefined;
    return { taken: served, text: describeResponse(res) };
  },
};

/** The places where the server takes a JWT it issued, by `<endpoint>.<credential>` (lib/relations/types.ts credentialSlug). */
export const SERVER_PLACES: Record<string, JwtPlace> = {
  'authorization.id-token': hint,
  'userinfo.access-token': bearer('UserInfo'),
  'graphql.access-token': bearer('/account/graphql'),
  'mcp.access-token': bearer('/mcp'),
  'introspection.access-token': introspected('access_token'),
  'introspection.refresh-token': introspected('refresh_token'),
  'token.refresh-token': refresh,
  'registration.registration-access-token': management,
};
