// The OpenID configuration says the same as the authorization-server metadata where both speak. The
// latter is the source of truth, so a difference is a warning (the clause is SHOULD-level), not a failure.
import { check } from '../../lib/harness/check.ts';
import { blocked, fail, show } from '../../lib/harness/failure.ts';
import { requireDocument } from '../../lib/discovery/documents.ts';
import { isBaseIssuer } from './issuer.ts';

check(
  'endpoints/discovery/openid-configuration/agrees',
  'OpenID configuration vs authorization-server metadata → equal values for every shared key',
  async (t) => {
    const asm = await requireDocument('authorizationServer');
    const oidc = await requireDocument('openidConfiguration');
    if (!isBaseIssuer(oidc.issuer) && isBaseIssuer(asm.issuer))
      blocked('oidc-discovery/4.3/issuer-identical', `the OpenID configuration's issuer ${show(oidc.issuer)} is not {base_url}`);
    const shared = Object.keys(asm).filter((k) => k in oidc);
    const differing = shared.filter((k) => !sameValue(asm[k], oidc[k]));
    if (differing.length) {
      fail(
        'the authorization-server metadata is the source of truth; the OpenID configuration should not contradict it',
        differing.map((k) => `${k} = ${show(asm[k], 120)}`).join('; '),
        differing.map((k) => `${k} = ${show(oidc[k], 120)}`).join('; '),
      );
    }
    t.note(`${shared.length} shared keys compared`);
  },
);

/** Deep equality, with arrays of scalars compared as sets (order carries no meaning in metadata). */
function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) {
    const key = (v: unknown) => JSON.stringify(v);
    const sa = new Set(a.map(key));
    const sb = new Set(b.map(key));
    return sa.size === sb.size && [...sa].every((v) => sb.has(v));
  }
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const ka = Object.keys(a).sort();
    const kb = Object.keys(b).sort();
    return sameValue(ka, kb) && ka.every((k) => sameValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
  }
  return a === b;
}
