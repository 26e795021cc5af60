// Each well-known document is served to a GET with no credentials, as a JSON object.
import { check } from '../../lib/harness/check.ts';
import { expectJsonContentType, expectJsonObject, expectStatus } from '../../lib/harness/expect.ts';
import { fetchWellKnown, SERVED_BY, type DocumentKind } from '../../lib/discovery/documents.ts';
import { WELL_KNOWN } from '../../lib/target/well-known.ts';

const documents: [DocumentKind, string][] = [
  ['protectedResource', 'protected-resource metadata'],
  ['authorizationServer', 'authorization-server metadata'],
  ['openidConfiguration', 'OpenID configuration'],
];

for (const [kind, name] of documents) {
  check(SERVED_BY[kind], `GET ${WELL_KNOWN[kind]} with no credentials → 200 application/json object`, async () => {
    const doc = await fetchWellKnown(kind);
    expectStatus(doc.response, [200], `the ${name} must be served without authentication`);
    expectJsonContentType(doc.response, `the ${name} must be served as application/json`);
    expectJsonObject(doc.response, `the ${name} must be a JSON object`);
  });
}
