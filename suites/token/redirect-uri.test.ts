// A code is bound to the redirect_uri of its authorization request (RFC 6749 §4.1.3): redeemed with
// a different redirect_uri, or with none, it is refused; so it is with each near copy of it (identical
// means character for character: letter case, a trailing slash, a query, the port, percent-encoding,
// dot segments, a fragment, userinfo, whitespace, the scheme). The host's letter case is left alone:
// RFC 3986 §6.2.2.1 makes it case-insensitive.
import { check } from '../../lib/harness/check.ts';
import { describeResponse } from '../../lib/harness/expect.ts';
import { blocked, fail, show } from '../../lib/harness/failure.ts';
import type { HttpResponse } from '../../lib/http/client.ts';
import type { AuthorizeRecord } from '../../lib/flows/authorize.ts';
import { memberExchangeReporter } from '../../lib/flows/confidential.ts';
import { redeem, tokensOf } from '../../lib/flows/tokens.ts';
import { expectOAuthError, oauthError } from '../../lib/oauth/oauth-error.ts';
import { codeGrant, judgeClientRefusal } from '../../lib/flows/token-checks.ts';
import { sideBySide } from '../../lib/harness/side-by-side.ts';

const otherRedirect = codeGrant('code-other-redirect-uri');
const noRedirect = codeGrant('code-no-redirect-uri');

/** The same URI with one more path segment: as a string, not identical. */
function altered(uri: string): string {
  const u = new URL(uri);
  u.pathname += u.pathname.endsWith('/') ? 'other' : '/other';
  return u.href;
}

check(
  'endpoints/token/code-bound-to-redirect-uri',
  "code exchange with a redirect_uri other than the authorization request's → invalid_grant",
  async () => {
    const rec = await otherRedirect();
    const res = await redeem(rec, { redirect_uri: altered(rec.redirectUri) });
    await judgeClientRefusal(rec, res);
    expectOAuthError(res, ['invalid_grant'], "redirect_uri must be identical to the authorization request's");
  },
  { grants: [otherRedirect] },
);

check(
  'rfc6749/4.1.3/redirect-uri-present',
  'code exchange with no redirect_uri (the authorization request had one) → refused (invalid_request or invalid_grant)',
  async () => {
    const rec = await noRedirect();
    const res = await redeem(rec, { redirect_uri: undefined });
    await judgeClientRefusal(rec, res);
    expectOAuthError(res, ['invalid_request', 'invalid_grant'], 'redirect_uri must be present when the authorization request had one');
  },
  { grants: [noRedirect] },
);

/** A string operation on the redirect URI: a near copy that is not identical, or undefined when it does not apply. */
type Variant = [what: string, make: (uri: string) => string | undefined, codes: string[]];

const G = ['invalid_grant'];
const MALFORMED = ['invalid_grant', 'invalid_request'];
const parts = (uri: string) => {
  const m = /^([a-z][a-z0-9+.-]*:\/\/)([^/?#]*)(.*)$/i.exec(uri)!;
  return { scheme: m[1]!, authority: m[2]!, rest: m[3]! };
};
const VARIANTS: Variant[] = [
  [
    'its path in upper case',
    (u) => ((p) => (p.rest.toUpperCase() === p.rest ? undefined : p.scheme + p.authority + p.rest.toUpperCase()))(parts(u)),
    G,
  ],
  [
    'a trailing slash added (or removed)',
    (u) => {
      const [path, query] = [u.split('?')[0]!, u.includes('?') ? u.slice(u.indexOf('?')) : ''];
      return (path.endsWith('/') ? path.slice(0, -1) : `${path}/`) + query;
    },
    G,
  ],
  ['a query added', (u) => `${u}${u.includes('?') ? '&' : '?'}cs=1`, G],
  [
    'another port',
    (u) => {
      const p = parts(u);
      const m = /^(.*):(\d+)$/.exec(p.authority);
      return p.scheme + (m ? `${m[1]}:${(Number(m[2]) % 65535) + 1}` : `${p.authority}:8443`) + p.rest;
    },
    G,
  ],
  [
    'an unreserved letter of its path percent-encoded',
    (u) => {
      const p = parts(u);
      const i = p.rest.search(/[A-Za-z]/);
      return i < 0
        ? undefined
        : p.scheme + p.authority + p.rest.slice(0, i) + `%${p.rest.charCodeAt(i).toString(16).toUpperCase()}` + p.rest.slice(i + 1);
    },
    G,
  ],
  ['a dot segment in its path', (u) => ((p) => (p.rest.startsWith('/') ? `${p.scheme}${p.authority}/.${p.rest}` : undefined))(parts(u)), G],
  ['a fragment added', (u) => `${u}#cs`, MALFORMED],
  ['userinfo added before the host', (u) => ((p) => `${p.scheme}cs@${p.authority}${p.rest}`)(parts(u)), MALFORMED],
  ['a space after it', (u) => `${u} `, MALFORMED],
  ['https for http (or http for https)', (u) => (/^http:/i.test(u) ? u.replace(/^http:/i, 'https:') : u.replace(/^https:/i, 'http:')), G],
];

const nearCopies = codeGrant('code-near-redirect-uri', {
  changes: 'its code is redeemed with near copies of its redirect_uri, then with it',
});
const spare = codeGrant('code-near-redirect-uri-spare', {
  changes: 'its code is redeemed with one near copy of the redirect_uri',
  when: 'the code did not survive a refused exchange: each near copy after the first gets a code of its own',
});

check(
  'endpoints/token/code-bound-to-redirect-uri',
  "code exchange with near copies of the authorization request's redirect_uri (path case, trailing slash, added query, port, a letter %XX-encoded, a dot segment, a fragment, userinfo, a trailing space, the other scheme) → invalid_grant for each (invalid_request too for the malformed ones), no tokens",
  async () => {
    const rec = await nearCopies();
    const why = "redirect_uri must be identical to the authorization request's (RFC 6749 §4.1.3, §10.6), character for character";
    const answers: { what: string; sent: string; codes: string[]; res: HttpResponse }[] = [];
    const judge = (what: string, sent: string, res: HttpResponse, r: AuthorizeRecord) => {
      if (tokensOf(res, r)) fail(why, `a refusal, no tokens, for ${what}`, `redirect_uri ${show(sent)}: ${describeResponse(res)}`);
    };
    for (const [what, make, codes] of VARIANTS) {
      const sent = make(rec.redirectUri);
      if (sent === undefined || sent === rec.redirectUri) continue;
      const res = await redeem(rec, { redirect_uri: sent });
      judge(what, sent, res, rec);
      answers.push({ what, sent, codes, res });
    }
    // the code, redeemed correctly: it was alive for every near copy; if not, a refusal may have spent it
    const control = await redeem(rec);
    if (oauthError(control)?.error === 'invalid_client') blocked(memberExchangeReporter(), 'the member client is refused as a client');
    // each near copy after the first with a spare code of its own, side by side
    if (!tokensOf(control, rec))
      await sideBySide(answers.slice(1), async (a) => {
        const own = await spare();
        a.res = await redeem(own, { redirect_uri: a.sent });
        judge(a.what, a.sent, a.res, own);
      });
    for (const a of answers) expectOAuthError(a.res, a.codes, `${why}: ${a.what} (${show(a.sent)})`);
  },
  { grants: [nearCopies, spare] },
);
