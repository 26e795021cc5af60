// RFC 9700 §4.12: a redirect after a request that carries the user's credentials must not make the
// browser send them again. The sign-in form's POST (a fresh sign-in) is answered by no 307 or 308,
// which repeat the POST, password included, to wherever they point; a redirect is a 303 (SHOULD).
import { check, type CheckContext } from '../../lib/harness/check.ts';
import { fail } from '../../lib/harness/failure.ts';
import { shownPages } from './pages.ts';

async function signInPosts(t: CheckContext) {
  const { rec } = await shownPages(t);
  const posts = (rec.outcome.posts ?? []).filter((p) => p.from === 'login');
  if (!posts.length) t.skip('the sign-in page posted no form the browser navigated with (a script signs in): no redirect to judge');
  return posts;
}

check('rfc9700/4.12/no-307', "the sign-in form's POST → not answered by a 307 or 308, which would repost the credentials", async (t) => {
  const reposting = (await signInPosts(t)).filter((p) => p.status === 307 || p.status === 308);
  if (reposting.length)
    fail(
      'a request that may carry the user’s credentials is not redirected with 307 (RFC 9700 §4.12)',
      'a 303 (or 302) redirect, or a page',
      reposting.map((p) => `HTTP ${p.status} to the POST at ${p.url}`).join('; '),
    );
});

check('rfc9700/4.12/use-303', "the sign-in form's POST → when answered by an HTTP redirect, a 303 See Other", async (t) => {
  const other = (await signInPosts(t)).filter((p) => p.status >= 300 && p.status < 400 && p.status !== 303);
  if (other.length)
    fail(
      'an HTTP redirect of a request with credentials is a 303 (RFC 9700 §4.12)',
      'HTTP 303',
      other.map((p) => `HTTP ${p.status} to the POST at ${p.url}`).join('; '),
    );
});

check(
  'oidc-core/16.22/no-307',
  'approving at the consent page (a form POST) → the redirect to the redirect URI is not a 307 or 308, which would replay the form to the client',
  async (t) => {
    const { rec } = await shownPages(t);
    const replaying = (rec.outcome.posts ?? []).filter((p) => p.from === 'consent' && (p.status === 307 || p.status === 308));
    if (!(rec.outcome.posts ?? []).some((p) => p.from === 'consent'))
      t.skip('the consent was not answered by a form the browser navigated with: no redirect to judge');
    if (replaying.length)
      fail(
        'HTTP 307 is not used to redirect to the redirection URI (OIDC Core §16.22)',
        'a 302 or 303 redirect',
        replaying.map((p) => `HTTP ${p.status} to the POST at ${p.url}`).join('; '),
      );
  },
);
