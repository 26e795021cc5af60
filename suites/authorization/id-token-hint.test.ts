// OIDC Core §3.1.2.1 and §3.1.2.2: an id_token_hint names the member the request is for. With
// members[1] signed in, a request hinting members[0] (the ID token this target issued them) gets an
// error or a sign-in, never a code for the member signed in (MUST NOT reply for a different user);
// and a hint the target did not issue (members[0]'s claims, signed by a key the harness made, or its
// own ID token with the signature altered) never signs members[0] in: an error or the ordinary
// sign-in page, never a code. Nor does a hint it did issue (OIDC Core §3.1.2.3): an ID token is no
// credential, and nobody signed in must be asked to authenticate.
import { decodeJwt, exportJWK, generateKeyPair, SignJWT } from 'jose';
import { authorize, callbackParam, describeOutcome } from '../../lib/flows/authorize.ts';
import { member, memberClient, registerLoopbackClient, type FlowClient } from '../../lib/flows/clients.ts';
import { grant, grantTokens } from '../../lib/flows/tokens.ts';
import { signedInAuthorize } from '../../lib/flows/consent-page.ts';
import { check, type CheckContext } from '../../lib/harness/check.ts';
import { config, target } from '../../lib/harness/context.ts';
import { blocked, fail, notTestable } from '../../lib/harness/failure.ts';
import { OWN_MEMBER_SHAPE, fileGrant } from '../../lib/flows/plan.ts';

/** members[0]'s ID token from this target, and the openid client it was issued to. */
const source = fileGrant(
  "members[0]'s ID token",
  { ...OWN_MEMBER_SHAPE, client: 'an openid client' },
  'its ID token is sent as id_token_hint',
  async () => {
    const client = memberClient().scopes.includes('openid') ? memberClient() : await registerLoopbackClient({ scope: 'openid' });
    const jwt = grantTokens(await grant({ client, member: member(), label: 'id-token-hint-source', fresh: true })).id_token;
    if (typeof jwt !== 'string') blocked('authentication/9/id-token', 'the code exchange returned no id_token');
    return { client, jwt: jwt! };
  },
);

async function hint(t: CheckContext): Promise<{ client: FlowClient; jwt: string }> {
  if (!target().capabilities.idToken)
    t.skip('no ID token is promised (the metadata lacks id_token_signing_alg_values_supported or jwks_uri)');
  return source(t);
}

check(
  'oidc-core/3.1.2.1/id-token-hint',
  "members[1] signed in; the request carries members[0]'s ID token as id_token_hint → an error or a sign-in, never a code",
  async (t) => {
    if (!config().members?.[1]) notTestable("configure members[1] (a second test member's login)");
    const { client, jwt } = await hint(t);
    const rec = await signedInAuthorize(client, member(1), { id_token_hint: jwt }, 'id-token-hint-other-member');
    if (callbackParam(rec, 'code'))
      fail(
        'the server replies for the member the id_token_hint names, never for another one signed in',
        `an error (login_required) or a sign-in as members[0]; members[1] holds only their own credentials`,
        `a code while members[1] was signed in (${describeOutcome(rec)})`,
      );
  },
  { grants: [source] },
);

/** A request with this id_token_hint, nobody signed in: an error or the sign-in page, never a code. */
async function nobodySignedIn(client: FlowClient, jwt: string, label: string, what: string, expected: string) {
  const rec = await authorize({ client, fresh: true, params: { id_token_hint: jwt }, label, expectRefusal: true });
  if (callbackParam(rec, 'code')) fail(what, expected, `a code with nobody signed in, for the hint's member (${describeOutcome(rec)})`);
}

check(
  'oidc-core/3.1.2.2/id-token-hint-issuer',
  "nobody signed in; an id_token_hint with members[0]'s claims signed by a key the harness made → an error or the sign-in page, never a code",
  async (t) => {
    const { client, jwt } = await hint(t);
    const claims = decodeJwt(jwt);
    const { privateKey, publicKey } = await generateKeyPair('ES256');
    const kid = (await exportJWK(publicKey)).x?.slice(0, 8) ?? 'cs-forged';
    const forged = await new SignJWT({ ...claims }).setProtectedHeader({ alg: 'ES256', kid, typ: 'JWT' }).sign(privateKey);
    await nobodySignedIn(
      client,
      forged,
      'id-token-hint-forged',
      'an id_token_hint is used only when the OP issued it',
      'an error, or the sign-in page',
    );
  },
  { grants: [source] },
);

check(
  'oidc-core/3.1.2.2/id-token-hint-issuer',
  "nobody signed in; members[0]'s own ID token (this OP's kid and iss) with its signature altered as id_token_hint → an error or the sign-in page, never a code",
  async (t) => {
    const { client, jwt } = await hint(t);
    const [header, payload, signature] = jwt.split('.');
    // the same length, another value: one bit of the first octet flipped
    const bytes = Buffer.from(signature!, 'base64url');
    bytes[0] = bytes[0]! ^ 0x01;
    const altered = `${header}.${payload}.${bytes.toString('base64url')}`;
    await nobodySignedIn(
      client,
      altered,
      'id-token-hint-altered',
      'an id_token_hint is validated as an ID token the OP issued: its signature, not only its kid and iss',
      'an error, or the sign-in page',
    );
  },
  { grants: [source] },
);

check(
  'oidc-core/3.1.2.3/authenticate',
  "nobody signed in; members[0]'s own ID token from this OP as id_token_hint → the sign-in page (or an error), never a code",
  async (t) => {
    const { client, jwt } = await hint(t);
    await nobodySignedIn(
      client,
      jwt,
      'id-token-hint-genuine',
      'a member not signed in is authenticated: an id_token_hint names whom the request is for, it is no credential',
      'the sign-in page, or an error redirect',
    );
  },
  { grants: [source] },
);
