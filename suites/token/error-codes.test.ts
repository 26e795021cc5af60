// Token-endpoint error codes and their shape (spec Errors; RFC 6749 §5.2): an unknown code gets
// invalid_grant, and so does an unknown refresh token (the other grant: the rule holds at each); an
// unknown client invalid_client, each a JSON object with error and error_description, labelled JSON.
// Each probe breaks one rule: the unknown client redeems a real, fresh code of the member client
// (an unknown code beside it would make invalid_grant a correct answer too).
import { check, type CheckContext } from '../../lib/harness/check.ts';
import { target } from '../../lib/harness/context.ts';
import type { HttpResponse } from '../../lib/http/client.ts';
import type { ClauseId } from '../../lib/spec/registry.ts';
import { memberClient } from '../../lib/flows/clients.ts';
import { expectErrorShape, expectOAuthError } from '../../lib/oauth/oauth-error.ts';
import { pkce, randomValue } from '../../lib/oauth/pkce.ts';
import { tokenRequest, type Params } from '../../lib/oauth/requests.ts';
import { memberResource } from '../../lib/target/target.ts';
import { controlGrant, freshCode } from '../../lib/flows/token-checks.ts';
import { fileGrant, OWN_MEMBER_SHAPE } from '../../lib/flows/plan.ts';
import { redeem } from '../../lib/flows/tokens.ts';
import { blocked, fail, show } from '../../lib/harness/failure.ts';
import { isJsonContentType } from '../../lib/harness/expect.ts';
import { sharedMemberGrant } from '../../lib/flows/member-grant.ts';

const control = controlGrant();

/** A well-formed code exchange by the member client with a code that was never issued. */
function unknownCode(over: Params = {}): Promise<HttpResponse> {
  const c = memberClient();
  return tokenRequest(target(), {
    grant_type: 'authorization_code',
    code: `cs-${randomValue(24)}`,
    redirect_uri: c.redirectUri,
    client_id: c.clientId,
    client_secret: c.clientSecret,
    code_verifier: pkce().verifier,
    resource: memberResource(target()),
    ...over,
  });
}

/** A fresh code of the member client, redeemed correctly but for its client_id: one not known (once per file). */
const unknownClientAnswer = fileGrant(
  'a real code redeemed with an unknown client_id',
  OWN_MEMBER_SHAPE,
  'its code is sent by an unknown client_id',
  async () => {
    const rec = await freshCode('unknown-client');
    return redeem(rec, { client_id: `cs-conformance-unknown-${randomValue(8)}`, client_secret: undefined });
  },
);

/** The shape is judged on a 4xx refusal; anything else is the code check's to report. */
function requireClientError(t: CheckContext, res: HttpResponse, reportedBy: ClauseId): void {
  if (res.status < 400 || res.status >= 500) blocked(reportedBy, `not a 4xx refusal (HTTP ${res.status})`);
}

check(
  'errors/invalid_grant',
  'member client redeems a code that was never issued → invalid_grant',
  async (t) => {
    const res = await unknownCode();
    await control(t, res);
    expectOAuthError(res, ['invalid_grant'], 'a grant that is not acceptable gets invalid_grant');
  },
  { grants: [sharedMemberGrant] },
);

check(
  'errors/invalid_client',
  "the member client's fresh code redeemed with a client_id that is not known → invalid_client",
  async (t) => {
    expectOAuthError(await unknownClientAnswer(t), ['invalid_client'], 'a client that is not acceptable gets invalid_client');
  },
  { grants: [unknownClientAnswer] },
);

check('errors/shape', 'unknown code at the token endpoint → a JSON object with string error and error_description', async (t) => {
  const res = await unknownCode();
  requireClientError(t, res, 'errors/invalid_grant');
  expectErrorShape(res, 'token-endpoint errors are RFC 6749 §5.2 JSON with error and error_description');
});

check(
  'errors/shape',
  'unknown client_id at the token endpoint → a JSON object with string error and error_description',
  async (t) => {
    const res = await unknownClientAnswer(t);
    requireClientError(t, res, 'errors/invalid_client');
    expectErrorShape(res, 'token-endpoint errors are RFC 6749 §5.2 JSON with error and error_description');
  },
  { grants: [unknownClientAnswer] },
);

check(
  'errors/invalid_grant',
  'member client refreshes with a refresh token that was never issued → invalid_grant',
  async (t) => {
    const c = memberClient();
    const res = await tokenRequest(target(), {
      grant_type: 'refresh_token',
      refresh_token: `cs-${randomValue(32)}`,
      client_id: c.clientId,
      client_secret: c.clientSecret,
    });
    await control(t, res);
    expectOAuthError(res, ['invalid_grant'], 'a refresh token that is not acceptable gets invalid_grant');
  },
  { grants: [sharedMemberGrant] },
);

check('endpoints/oauth/json', 'unknown code at the token endpoint → the error labelled Content-Type: application/json', async (t) => {
  const res = await unknownCode();
  requireClientError(t, res, 'errors/invalid_grant');
  if (!isJsonContentType(res.header('content-type')))
    fail(
      'OAuth endpoints return JSON, errors too',
      'Content-Type: application/json (parameters allowed)',
      `Content-Type: ${show(res.header('content-type'))}`,
    );
});
