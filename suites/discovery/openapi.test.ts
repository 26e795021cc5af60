// /openapi.json is served without credentials and is a valid OpenAPI document.
import { validate } from '@readme/openapi-parser';
import { check } from '../../lib/harness/check.ts';
import { expectJsonContentType, expectJsonObject, expectStatus } from '../../lib/harness/expect.ts';
import { fail } from '../../lib/harness/failure.ts';
import { fetchWellKnown } from '../../lib/discovery/documents.ts';

check('endpoints/discovery/openapi', 'GET /openapi.json with no credentials → 200 JSON, a valid OpenAPI document', async () => {
  const doc = await fetchWellKnown('openapi');
  expectStatus(doc.response, [200], 'the API description must be published');
  expectJsonContentType(doc.response, '/openapi.json is served as JSON');
  const body = expectJsonObject(doc.response, '/openapi.json is a JSON object');
  // no external $ref is followed: the harness sends nothing beyond the target
  const result = await validate(structuredClone(body) as never, { resolve: { external: false, file: false } });
  if (!result.valid) {
    fail(
      'the document must be a valid OpenAPI description',
      'no validation errors',
      result.errors
        .slice(0, 5)
        .map((e) => e.message.split('\n')[0])
        .join('; '),
    );
  }
});
