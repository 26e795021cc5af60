// OIDC Core §10.1: the key that verifies the ID token is published for signing. Its use, when given,
// is "sig" and its key_ops, when given, include "verify" (RFC 7517 §4.2, §4.3); a key marked for
// encryption only tells clients not to verify with it.
import { check } from '../../lib/harness/check.ts';
import { blocked, fail, show } from '../../lib/harness/failure.ts';
import { fetchDocument } from '../../lib/target/fetch-document.ts';
import { jwksUrl } from '../../lib/discovery/documents.ts';
import { decodedIdToken, idTokenFlow, ID_TOKEN_GRANTS } from './id-token-flows.ts';

const flow = idTokenFlow();

check(
  'oidc-core/10.1/key-usage',
  'the key named by the id_token\'s kid at jwks_uri → use "sig" (or none), key_ops with "verify" (or none)',
  async (t) => {
    const { header } = await decodedIdToken(t, flow);
    const doc = await fetchDocument(jwksUrl());
    const keys = doc.json?.keys;
    if (doc.response.status !== 200 || !Array.isArray(keys))
      blocked('endpoints/discovery/jwks/jwk-set', `jwks_uri gave no JWK Set (HTTP ${doc.response.status})`);
    const named = (keys as Record<string, unknown>[]).filter((k) => k && k.kid === header.kid);
    if (!named.length) blocked('authentication/9/signature', `no key with kid ${show(header.kid)} at jwks_uri`);
    const unfit = named.filter(
      (k) =>
        (k.use !== undefined && k.use !== 'sig') ||
        (k.key_ops !== undefined && !(Array.isArray(k.key_ops) && k.key_ops.includes('verify'))),
    );
    if (unfit.length === named.length) {
      fail(
        'the key that verifies the ID token supports signing',
        'use "sig" or no use; key_ops including "verify" or no key_ops',
        unfit.map((k) => `use ${show(k.use)}, key_ops ${show(k.key_ops)}`).join('; '),
      );
    }
  },
  { grants: [...ID_TOKEN_GRANTS] },
);
