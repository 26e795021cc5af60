// Token requests are POSTs (RFC 6749 §3.2). The sentence is the client's, but a token endpoint that
// also answers GET takes codes, verifiers and secrets from the URL, where logs and Referer headers
// keep them: a correct exchange sent as GET, its parameters in the query, gets no tokens.
import { check } from '../../lib/harness/check.ts';
import { target } from '../../lib/harness/context.ts';
import { describeResponse } from '../../lib/harness/expect.ts';
import { fail } from '../../lib/harness/failure.ts';
import { http } from '../../lib/http/client.ts';
import { codeGrant } from '../../lib/flows/token-checks.ts';

const code = codeGrant('token-get');
import { exchangeParams, tokensOf } from '../../lib/flows/tokens.ts';
import { endpointUrl } from '../../lib/oauth/requests.ts';

check(
  'rfc6749/3.2/post-only',
  "a fresh code's exchange sent as GET, its parameters in the query → no access_token (any 4xx, 405 included)",
  async () => {
    const rec = await code();
    const url = new URL(endpointUrl(target(), 'token'));
    for (const [k, v] of Object.entries(exchangeParams(rec))) if (v !== undefined) url.searchParams.append(k, v);
    const res = await http({ method: 'GET', url: url.href });
    if (tokensOf(res, rec) || res.status < 400 || res.status >= 500) {
      fail('the token endpoint takes token requests as POST only', 'a 4xx refusal, no access_token', describeResponse(res));
    }
  },
  { grants: [code] },
);
