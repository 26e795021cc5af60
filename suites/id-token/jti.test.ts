// A jti identifies one JWT only (RFC 7519 §4.1.7): two ID tokens of two code exchanges carry no jti,
// or different ones.
import { decodeJwt } from 'jose';
import { check } from '../../lib/harness/check.ts';
import { fail, show } from '../../lib/harness/failure.ts';
import { member } from '../../lib/flows/clients.ts';
import { grant, grantTokens } from '../../lib/flows/tokens.ts';
import { decodedIdToken, idTokenGrant } from './id-token-flows.ts';

const flow = idTokenGrant();

check('rfc7519/4.1.7/jti', 'two ID tokens of two code exchanges → no jti, or two different jti values', async (t) => {
  const first = await decodedIdToken(t, flow);
  // a second code exchange by the same client, for a second ID token
  const other = grantTokens(await grant({ client: first.rec.client, member: member(), label: 'id-token-second' })).id_token;
  const a = first.claims.jti;
  const b = typeof other === 'string' ? decodeJwt(other).jti : undefined;
  if (a === undefined && b === undefined) return t.note('neither ID token carries a jti');
  if (a !== undefined && a === b)
    fail(
      'a jti is assigned so that no two tokens share it (RFC 7519 §4.1.7)',
      'different jti values',
      `both ID tokens have jti ${show(a)}`,
    );
});
