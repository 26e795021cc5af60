// Metadata members with zero elements are omitted (RFC 8414 §3.2, RFC 9728 §3.2): the
// authorization-server and protected-resource metadata hold no member whose value is [].
// (The OpenID configuration's: oidc-discovery/4.2/no-empty-arrays.)
import { check } from '../../lib/harness/check.ts';
import { fail } from '../../lib/harness/failure.ts';
import { requireDocument, type DocumentKind } from '../../lib/discovery/documents.ts';

const empties = (doc: Record<string, unknown>) =>
  Object.keys(doc).filter((k) => Array.isArray(doc[k]) && (doc[k] as unknown[]).length === 0);

for (const [id, kind, path] of [
  ['rfc8414/3.2/no-empty-arrays', 'authorizationServer', '/.well-known/oauth-authorization-server'],
  ['rfc9728/3.2/no-empty-arrays', 'protectedResource', '/.well-known/oauth-protected-resource'],
] as const satisfies readonly (readonly [string, DocumentKind, string])[]) {
  check(id, `GET ${path} → no member whose value is []`, async () => {
    const empty = empties(await requireDocument(kind));
    if (empty.length)
      fail('members with zero elements are omitted from the metadata', 'no member with value []', empty.map((k) => `${k} = []`).join(', '));
  });
}
