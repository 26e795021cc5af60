// The authorization-server metadata's issuer is the origin it was fetched from (RFC 8414 §3.3).
import { check } from '../../lib/harness/check.ts';
import { target } from '../../lib/harness/context.ts';
import { fail, show } from '../../lib/harness/failure.ts';
import { requireDocument } from '../../lib/discovery/documents.ts';
import { sameOrigin } from '../../lib/target/well-known.ts';

check(
  'endpoints/discovery/authorization-server/issuer',
  'authorization-server metadata `issuer` → the origin it was fetched from',
  async () => {
    const doc = await requireDocument('authorizationServer');
    const { origin } = target();
    if (!sameOrigin(doc.issuer, origin)) {
      fail(
        'the issuer must be identical to the origin the metadata was fetched from',
        `one of ${show(origin)}, ${show(`${origin}/`)}`,
        show(doc.issuer),
      );
    }
  },
);
