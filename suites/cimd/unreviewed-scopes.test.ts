// An unreviewed metadata-document client may request read and identity scopes only: a valid document
// asking for courses:write, and a request for it, yields no code (an error page or error=invalid_scope).
import { afterAll } from 'vitest';
import { documentServer } from '../../lib/cimd/document-server.ts';
import { authorize, callbackParam, describeOutcome } from '../../lib/flows/authorize.ts';
import { member } from '../../lib/flows/clients.ts';
import { check } from '../../lib/harness/check.ts';
import { config } from '../../lib/harness/context.ts';
import { fail } from '../../lib/harness/failure.ts';
import { once } from '../../lib/harness/once.ts';
import { READ_SCOPES, approveValidDocument, requireAccepted, requireCimd, requireSelfServed, servedClient } from './cimd-flows.ts';

const WRITE = 'courses:write';

const docs = documentServer();
afterAll(() => docs.close());

const valid = once('valid metadata document', async () => approveValidDocument(docs, 'cimd-scopes-control'));

check(
  'authentication/5/cimd-unreviewed-scopes',
  `valid document asking for ${WRITE}; authorization request for it, approve → no code (error page or error=invalid_scope)`,
  async (t) => {
    requireCimd(t);
    requireSelfServed();
    await requireAccepted(await valid(t));
    const scopes = [...READ_SCOPES, WRITE];
    const client = await servedClient(docs, config().cimd.host, 'write-scope', {
      scopes,
      change: (doc) => ({ ...doc, scope: scopes.join(' ') }),
    });
    const rec = await authorize({ client, member: member(), resource: null, label: 'cimd-write-scope', expectRefusal: true });
    const error = callbackParam(rec, 'error');
    if (callbackParam(rec, 'code') || (rec.outcome.kind === 'callback' && error !== 'invalid_scope')) {
      fail(
        'while unreviewed, a metadata-document client may request read and identity scopes only',
        `no code: an error page, or a redirect with error=invalid_scope, for scope ${scopes.join(' ')}`,
        callbackParam(rec, 'code') ? `a code (${describeOutcome(rec)})` : `error=${error ?? '(absent)'} (${describeOutcome(rec)})`,
      );
    }
  },
);
