// RFC 7662 §2.2: a token that does not exist on the server is introspected as {"active": false}.
import { check } from '../../lib/harness/check.ts';
import { fail, show } from '../../lib/harness/failure.ts';
import { memberClient } from '../../lib/flows/clients.ts';
import { randomValue } from '../../lib/oauth/pkce.ts';
import { introspect, introspection, requireIntrospection } from './introspection-flows.ts';

check('authentication/8/introspection', 'the member client introspects a never-issued token → active: false', async () => {
  requireIntrospection();
  const body = introspection(await introspect(memberClient(), randomValue(32)), 'an unknown token is introspected');
  if (body.active !== false)
    fail('a token that does not exist on the server is inactive (RFC 7662 §2.2)', '"active": false', `"active": ${show(body.active)}`);
});
