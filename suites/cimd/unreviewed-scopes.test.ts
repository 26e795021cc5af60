// An unreviewed metadata-document client may request read and identity scopes only: a valid document
// asking for courses:write, and a request for it (with read and identity scopes, or alone, without
// openid), yields no token with that scope: an error page, an error redirect (invalid_scope, or
// access_denied), or a token whose stated scope leaves it out.
import { afterAll } from 'vitest';
import { authorize, callbackParam, describeOutcome, showParam } from '../../lib/flows/authorize.ts';
import { member } from '../../lib/flows/clients.ts';
import { check, type CheckContext } from '../../lib/harness/check.ts';
import { config } from '../../lib/harness/context.ts';
import { fail, show } from '../../lib/harness/failure.ts';
import { redeem, tokensOf } from '../../lib/flows/tokens.ts';
import { once } from '../../lib/harness/once.ts';
import {
  READ_SCOPES,
  approveValidDocument,
  requireAccepted,
  requireCimd,
  requireSelfServed,
  servedClient,
  servedDocuments,
} from './cimd-flows.ts';

const WRITE = 'courses:write';

const docs = servedDocuments();
afterAll(() => docs.close());

const valid = once('valid metadata document', async () => approveValidDocument(docs, 'cimd-scopes-control'));

/** A document asking for read, identity and write scopes; an authorization request for `asked`, approved; no token may carry WRITE. */
async function judgeWriteScope(t: CheckContext, asked: string[], label: string): Promise<void> {
  requireCimd(t);
  requireSelfServed();
  await requireAccepted(await valid(t));
  const listed = [...READ_SCOPES, WRITE];
  const client = await servedClient(docs, config().cimd.host, label, {
    scopes: asked,
    change: (doc) => ({ ...doc, scope: listed.join(' ') }),
  });
  const rec = await authorize({ client, member: member(), resource: null, label: `cimd-${label}`, expectRefusal: true });
  const error = callbackParam(rec, 'error');
  const what = 'while unreviewed, a metadata-document client may request read and identity scopes only';
  const expected = `one of: an error page; a redirect with error=invalid_scope or access_denied; a token whose scope leaves ${WRITE} out (RFC 6749 §3.3)`;
  if (!callbackParam(rec, 'code')) {
    if (rec.outcome.kind === 'callback' && error !== 'invalid_scope' && error !== 'access_denied') {
      fail(what, expected, `${showParam(rec, 'error')} (${describeOutcome(rec)})`);
    }
    return;
  }
  // a code: the server may have dropped the scope; the token response says what it granted (RFC 6749 §5.1)
  const tokens = tokensOf(await redeem(rec), rec);
  if (!tokens) return t.note('a code was issued but gave no token: nothing with the write scope was granted');
  const granted = typeof tokens.scope === 'string' ? tokens.scope.split(' ') : asked;
  if (granted.includes(WRITE)) {
    fail(what, expected, `a token with scope ${show(tokens.scope ?? `(not stated: the requested ${asked.join(' ')})`)}`);
  }
}

check(
  'authentication/5/cimd-unreviewed-scopes',
  `valid document asking for ${WRITE}; authorization request for it, approve → no token with it (error page, error=invalid_scope or access_denied, or the scope dropped)`,
  (t) => judgeWriteScope(t, [...READ_SCOPES, WRITE], 'write-scope'),
);

check(
  'authentication/5/cimd-unreviewed-scopes',
  `valid document asking for ${WRITE}; authorization request for ${WRITE} alone (no openid, a plain OAuth request), approve → no token with it`,
  (t) => judgeWriteScope(t, [WRITE], 'write-scope-alone'),
);
