// The advertised endpoints sit at the paths the spec documents, relative to {base_url} (SHOULD:
// the metadata is the source of truth, so a different path warns rather than fails). The path is
// compared: a query (RFC 6749 §3.1 allows one) is no other path, and a fragment, like values that
// are not absolute URLs, is left to authorization-server/endpoints.
import { check } from '../../lib/harness/check.ts';
import { target } from '../../lib/harness/context.ts';
import { fail, show } from '../../lib/harness/failure.ts';
import { requireDocument } from '../../lib/discovery/documents.ts';
import { ENDPOINT_KEYS, SPEC_PATHS, type EndpointName } from '../../lib/target/well-known.ts';

check('endpoints/oauth/paths', 'advertised endpoint URLs → {base_url} plus the documented paths', async () => {
  const doc = await requireDocument('authorizationServer');
  const { origin } = target();
  const off = (Object.entries(SPEC_PATHS) as [EndpointName, string][])
    // an endpoint on another origin is endpoints/oauth/same-origin's to report
    .filter(([name]) => typeof doc[ENDPOINT_KEYS[name]] === 'string' && URL.canParse(doc[ENDPOINT_KEYS[name]] as string))
    .filter(([name]) => new URL(doc[ENDPOINT_KEYS[name]] as string).origin === origin)
    .filter(([name, path]) => new URL(doc[ENDPOINT_KEYS[name]] as string).pathname !== path);
  if (off.length) {
    fail(
      'endpoints should be at the documented paths',
      off.map(([name, path]) => `${ENDPOINT_KEYS[name]} = ${show(origin + path)}`).join('; '),
      off.map(([name]) => `${ENDPOINT_KEYS[name]} = ${show(doc[ENDPOINT_KEYS[name]])}`).join('; '),
    );
  }
});
