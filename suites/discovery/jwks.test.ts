// jwks_uri serves a JWK Set of public keys, each named by a kid.
import { check, type CheckContext } from '../../lib/harness/check.ts';
import { target } from '../../lib/harness/context.ts';
import { expectJsonObject, expectStatus } from '../../lib/harness/expect.ts';
import { fail, show } from '../../lib/harness/failure.ts';
import { fetchShared, jwksUrl } from '../../lib/discovery/documents.ts';

const PRIVATE_MEMBERS = ['d', 'p', 'q', 'dp', 'dq', 'qi', 'oth', 'k'];

/** JSON, or the JWK Set media type RFC 7517 §8.5 registers: application/jwk-set+json (parameters allowed). */
const JWK_SET_TYPE = /^application\/(jwk-set\+)?json\s*(;|$)/i;

async function jwkSet(t: CheckContext): Promise<Record<string, unknown>> {
  if (target().metadata.authorizationServer?.jwks_uri === undefined)
    t.skip('jwks_uri is not advertised (the spec allows UserInfo instead)');
  const doc = await fetchShared(jwksUrl());
  expectStatus(doc.response, [200], 'jwks_uri must be served without authentication');
  const type = doc.response.header('content-type');
  if (!JWK_SET_TYPE.test(type?.trim() ?? '')) {
    fail(
      'a JWK Set is served as JSON',
      'Content-Type: application/json or application/jwk-set+json (RFC 7517 §8.5; parameters allowed)',
      `Content-Type: ${type ?? '(absent)'}`,
    );
  }
  return expectJsonObject(doc.response, 'a JWK Set is a JSON object');
}

check('endpoints/discovery/jwks/jwk-set', 'GET jwks_uri → a JWK Set: non-empty `keys`, each key with kty and kid', async (t) => {
  const set = await jwkSet(t);
  const keys = set.keys;
  if (!Array.isArray(keys) || !keys.length)
    fail('a JWK Set has a non-empty "keys" array (RFC 7517 §5)', '{"keys": [ {...}, … ]}', show(set));
  const bad = keys.filter((k) => !k || typeof k !== 'object' || typeof k.kty !== 'string' || typeof k.kid !== 'string');
  if (bad.length)
    fail('every key needs kty (RFC 7517 §4.1) and a kid naming it for ID-token validation', 'each key with string kty and kid', show(bad));
});

check('endpoints/discovery/jwks/public-only', 'GET jwks_uri → no private-key members in any key', async (t) => {
  const set = await jwkSet(t);
  const keys = Array.isArray(set.keys) ? (set.keys as Record<string, unknown>[]) : [];
  const leaking = keys.filter((k) => k && PRIVATE_MEMBERS.some((m) => m in k));
  if (leaking.length) {
    fail(
      'a published key set holds public keys only',
      `no key with any of ${PRIVATE_MEMBERS.join(', ')}`,
      leaking.map((k) => `kid ${show(k.kid)} has ${PRIVATE_MEMBERS.filter((m) => m in k).join(', ')}`).join('; '),
    );
  }
});
