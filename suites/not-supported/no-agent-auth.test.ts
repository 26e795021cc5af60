// The identity-vendor agent_auth extension is not supported: no discovery document advertises it
// (no key or string value containing "agent_auth", in any case).
import { check } from '../../lib/harness/check.ts';
import { fail, show, blocked } from '../../lib/harness/failure.ts';
import { fetchWellKnown, type DocumentKind } from '../../lib/discovery/documents.ts';
import { WELL_KNOWN } from '../../lib/target/well-known.ts';

const DOCUMENTS: DocumentKind[] = ['protectedResource', 'authorizationServer', 'openidConfiguration'];

/** Every key path and string value under `value` that mentions agent_auth. */
function mentions(value: unknown, path: string, out: string[]): string[] {
  if (typeof value === 'string') {
    if (/agent_auth/i.test(value)) out.push(`${path} = ${show(value, 120)}`);
  } else if (Array.isArray(value)) {
    value.forEach((v, i) => mentions(v, `${path}[${i}]`, out));
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (/agent_auth/i.test(k)) out.push(`${path}.${k} (key)`);
      mentions(v, `${path}.${k}`, out);
    }
  }
  return out;
}

check(
  'authentication/3/no-agent-auth',
  'GET the protected-resource, authorization-server and OpenID metadata → none advertises agent_auth',
  async () => {
    const found: string[] = [];
    let served = 0;
    for (const kind of DOCUMENTS) {
      const doc = await fetchWellKnown(kind);
      if (doc.response.status !== 200 || !doc.json) continue;
      served++;
      mentions(doc.json, WELL_KNOWN[kind], found);
    }
    if (!served) blocked('endpoints/discovery/authorization-server', 'no discovery document was served');
    if (found.length)
      fail(
        'the agent_auth extension is not supported, so no metadata advertises it',
        'no key or value containing "agent_auth"',
        found.join('; '),
      );
  },
);
