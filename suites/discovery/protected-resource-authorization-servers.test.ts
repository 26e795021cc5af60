// The protected-resource metadata, when it lists authorization servers (OPTIONAL in RFC 9728 §2),
// names the service's own: its issuer is the service origin.
import { check } from '../../lib/harness/check.ts';
import { target } from '../../lib/harness/context.ts';
import { fail, show } from '../../lib/harness/failure.ts';
import { isStringArray } from '../../lib/harness/expect.ts';
import { requireDocument } from '../../lib/discovery/documents.ts';
import { sameOrigin } from '../../lib/target/well-known.ts';

check(
  'endpoints/discovery/protected-resource/authorization-servers',
  "protected-resource metadata `authorization_servers` (optional) → when present, names the origin's issuer",
  async (t) => {
    const doc = await requireDocument('protectedResource');
    const { origin } = target();
    const servers = doc.authorization_servers;
    if (servers === undefined) return t.note('authorization_servers is not listed (OPTIONAL in RFC 9728 §2)');
    if (!isStringArray(servers) || !servers.some((s) => sameOrigin(s, origin))) {
      fail(
        'the metadata must name the authorization server, whose issuer is the service origin',
        `an array of strings containing ${show(origin)} (or ${show(`${origin}/`)})`,
        show(servers),
      );
    }
  },
);
