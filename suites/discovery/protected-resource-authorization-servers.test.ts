// The protected-resource metadata names the service's authorization server (RFC 9728 §2).
import { check } from '../../lib/harness/check.ts';
import { target } from '../../lib/harness/context.ts';
import { fail, show } from '../../lib/harness/failure.ts';
import { isStringArray } from '../../lib/harness/expect.ts';
import { requireDocument } from '../../lib/discovery/documents.ts';
import { sameOrigin } from '../../lib/target/well-known.ts';

check(
  'endpoints/discovery/protected-resource/authorization-servers',
  "protected-resource metadata `authorization_servers` → names the origin's issuer",
  async () => {
    const doc = await requireDocument('protectedResource');
    const { origin } = target();
    const servers = doc.authorization_servers;
    if (!isStringArray(servers) || !servers.some((s) => sameOrigin(s, origin))) {
      fail(
        'the metadata must name the authorization server, whose issuer is the service origin',
        `an array of strings containing ${show(origin)} (or ${show(`${origin}/`)})`,
        show(servers),
      );
    }
  },
);
