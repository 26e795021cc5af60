// RFC 9728 §2: the protected-resource metadata RECOMMENDS scopes_supported, the scope values used in
// authorization requests for this resource (a warning when missing or not a list of strings).
import { check } from '../../lib/harness/check.ts';
import { fail, show } from '../../lib/harness/failure.ts';
import { requireDocument } from '../../lib/discovery/documents.ts';

check(
  'rfc9728/2/scopes-supported',
  'GET /.well-known/oauth-protected-resource → scopes_supported, a non-empty array of scope strings',
  async () => {
    const doc = await requireDocument('protectedResource');
    const scopes = doc.scopes_supported;
    if (!Array.isArray(scopes) || !scopes.length || !scopes.every((s) => typeof s === 'string' && /^[\x21\x23-\x5b\x5d-\x7e]+$/.test(s)))
      fail(
        'the protected-resource metadata says which scopes reach it (RFC 9728 §2, RECOMMENDED)',
        'scopes_supported: a non-empty array of scope tokens',
        `scopes_supported = ${show(scopes)}`,
      );
  },
);
