// Whether a redirect of the authorization endpoint sends the browser away from the server. The
// sign-in origins (login.origins) are the server's own: an identity provider's sign-in page is where
// a correct server sends a member who is not signed in. An authorization response (a code or an
// error) sent there is judged like one sent anywhere else.

/** The parameters of a URL's query and of its fragment, the query's first. */
export function queryAndFragment(u: URL): URLSearchParams {
  const out = new URLSearchParams(u.search);
  for (const [k, v] of new URLSearchParams(u.hash.replace(/^#/, ''))) out.append(k, v);
  return out;
}

/** It carries an authorization response: a code or an error, in the query or the fragment. */
export function carriesResponse(u: URL): boolean {
  const p = queryAndFragment(u);
  return p.has('code') || p.has('error');
}

/**
 * `to` leaves the server: it is not on the server's origin (`own`), nor on a sign-in origin unless
 * it carries an authorization response there.
 */
export function awayFromServer(to: URL, own: string, signIn: readonly string[]): boolean {
  if (to.origin === own) return false;
  return !signIn.includes(to.origin) || carriesResponse(to);
}
