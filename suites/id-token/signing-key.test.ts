// OIDC Core §10.1: the key that verifies the ID token is published for signing. Its use, when given,
// is "sig" and its key_ops, when given, include "verify" (RFC 7517 §4.2, §4.3); a key marked for
// encryption only tells clients not to verify with it.
import { check } from '../../lib/harness/check.ts';
import { blocked, fail, show } from '../../lib/harness/failure.ts';
import { fetchShared, jwksUrl } from '../../lib/discovery/documents.ts';
import { idTokenFlow, idTokens, ID_TOKEN_PLACE_GRANTS } from './id-token-flows.ts';

const flow = idTokenFlow();

check(
  'oidc-core/10.1/key-usage',
  'the key named by each id_token\'s kid (the member client\'s and another client\'s code exchange; a refresh response, when it carries one) at jwks_uri → use "sig" (or none), key_ops with "verify" (or none)',
  async (t) => {
    const kids = [...new Set((await idTokens(t, flow)).map((x) => x.header.kid))];
    const doc = await fetchShared(jwksUrl());
    const keys = doc.json?.keys;
    if (doc.response.status !== 200 || !Array.isArray(keys))
      blocked('endpoints/discovery/jwks/jwk-set', `jwks_uri gave no JWK Set (HTTP ${doc.response.status})`);
    const problems: string[] = [];
    for (const kid of kids) {
      const named = (keys as Record<string, unknown>[]).filter((k) => k && k.kid === kid);
      if (!named.length) blocked('authentication/9/signature', `no key with kid ${show(kid)} at jwks_uri`);
      const unfit = named.filter(
        (k) =>
          (k.use !== undefined && k.use !== 'sig') ||
          (k.key_ops !== undefined && !(Array.isArray(k.key_ops) && k.key_ops.includes('verify'))),
      );
      if (unfit.length === named.length)
        problems.push(`kid ${show(kid)}: ${unfit.map((k) => `use ${show(k.use)}, key_ops ${show(k.key_ops)}`).join('; ')}`);
    }
    if (problems.length)
      fail(
        'the key that verifies the ID token supports signing',
        'use "sig" or no use; key_ops including "verify" or no key_ops',
        problems.join('; '),
      );
  },
  { grants: [...ID_TOKEN_PLACE_GRANTS] },
);
