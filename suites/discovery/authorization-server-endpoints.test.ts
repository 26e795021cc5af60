// The authorization-server metadata lists every endpoint of the spec's OAuth endpoints table.
import { check } from '../../lib/harness/check.ts';
import { fail, show } from '../../lib/harness/failure.ts';
import { requireDocument } from '../../lib/discovery/documents.ts';
import { ENDPOINT_KEYS, SPEC_PATHS, type EndpointName } from '../../lib/target/well-known.ts';

const LISTED = Object.keys(SPEC_PATHS) as EndpointName[];

check(
  'endpoints/discovery/authorization-server/endpoints',
  `authorization-server metadata → ${LISTED.map((n) => ENDPOINT_KEYS[n]).join(', ')} as absolute URLs`,
  async () => {
    const doc = await requireDocument('authorizationServer');
    const wrong = LISTED.map((n) => ENDPOINT_KEYS[n]).filter((key) => !isHttpUrl(doc[key]));
    if (wrong.length) {
      fail(
        'the metadata must list every endpoint',
        'each key present with an absolute http(s) URL',
        wrong.map((k) => `${k}: ${show(doc[k])}`).join('; '),
      );
    }
  },
);

function isHttpUrl(value: unknown): boolean {
  return typeof value === 'string' && URL.canParse(value) && /^https?:$/.test(new URL(value).protocol) && !new URL(value).hash;
}
