// The protected-resource metadata advertises this origin as its resource (RFC 9728 §3.3).
import { check } from '../../lib/harness/check.ts';
import { target } from '../../lib/harness/context.ts';
import { fail, show } from '../../lib/harness/failure.ts';
import { requireDocument } from '../../lib/discovery/documents.ts';
import { sameOrigin } from '../../lib/target/well-known.ts';

check(
  'endpoints/discovery/protected-resource/resource',
  'protected-resource metadata `resource` → the origin it was fetched from',
  async () => {
    const doc = await requireDocument('protectedResource');
    const { origin } = target();
    if (!sameOrigin(doc.resource, origin)) {
      fail('the resource value must be this origin', `one of ${show(origin)}, ${show(`${origin}/`)}`, show(doc.resource));
    }
  },
);
