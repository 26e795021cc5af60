// Protected endpoints take exactly `Authorization: Bearer <token>`: malformed headers built around
// the member's valid token are refused at /account/graphql with 401 (or 400 invalid_request,
// RFC 6750 §3.1), never served.
import { check } from '../../lib/harness/check.ts';
import { fail } from '../../lib/harness/failure.ts';
import { http } from '../../lib/http/client.ts';
import { sharedMemberGrant } from '../../lib/flows/member-grant.ts';
import { grantTokens } from '../../lib/flows/tokens.ts';
import { graphqlUrl } from '../../lib/resource/graphql.ts';
import { describeRefusal } from '../../lib/resource/refusal.ts';

const granted = sharedMemberGrant;
const QUERY = '{ viewer { id email } }';

const FORMS: [string, (token: string) => string][] = [
  ['"Bearer" and no token', () => 'Bearer'],
  ['"Bearer <token> <token>" (the member\'s valid token twice)', (tk) => `Bearer ${tk} ${tk}`],
  ['"Bearer <token with a space inside>" (the member\'s valid token split in two)', (tk) => `Bearer ${tk.slice(0, 8)} ${tk.slice(8)}`],
  ['"Token <token>" (another scheme, the member\'s valid token)', (tk) => `Token ${tk}`],
  ['"Basic <token>" (another scheme, the member\'s valid token)', (tk) => `Basic ${tk}`],
];

for (const [label, header] of FORMS) {
  check(
    'authentication/10/bearer',
    `POST /account/graphql with Authorization: ${label} → refused with 401 or 400, no data`,
    async (t) => {
      const token = grantTokens(await granted(t)).access_token;
      const res = await http({ url: graphqlUrl(), method: 'POST', json: { query: QUERY }, headers: { authorization: header(token) } });
      if (res.status !== 401 && res.status !== 400) {
        fail(
          'protected endpoints take only "Authorization: Bearer <ACCESS_TOKEN>"',
          'HTTP 401 (or 400 invalid_request)',
          describeRefusal(res),
        );
      }
    },
    { grants: [granted] },
  );
}
