// Every OAuth endpoint the metadata advertises is on {base_url}'s origin. One advertised elsewhere
// is never called (the other checks use the documented path on {base_url}); this check reports it.
import { check } from '../../lib/harness/check.ts';
import { target } from '../../lib/harness/context.ts';
import { fail } from '../../lib/harness/failure.ts';
import { requireDocument } from '../../lib/discovery/documents.ts';
import { ENDPOINT_KEYS, SPEC_PATHS, type EndpointName } from '../../lib/target/well-known.ts';

check('endpoints/oauth/same-origin', 'advertised OAuth endpoint URLs → all on the origin of {base_url}', async () => {
  const doc = await requireDocument('authorizationServer');
  const { origin } = target();
  const elsewhere = (Object.keys(SPEC_PATHS) as EndpointName[])
    .map((name) => [ENDPOINT_KEYS[name], doc[ENDPOINT_KEYS[name]]] as const)
    .filter((kv): kv is readonly [string, string] => typeof kv[1] === 'string' && URL.canParse(kv[1]) && new URL(kv[1]).origin !== origin);
  if (elsewhere.length) {
    fail(
      'every path is relative to {base_url}: an endpoint on another origin is not called',
      `each endpoint on ${origin}`,
      elsewhere.map(([key, url]) => `${key} = ${url}`).join('; '),
    );
  }
});
