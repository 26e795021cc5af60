// A redirect of the authorization endpoint leaves the server unless it stays on its origin or goes to
// a sign-in origin (login.origins) without an authorization response.
import { describe, expect, it } from 'vitest';
import { awayFromServer, queryAndFragment } from '../../lib/oauth/away.ts';

const own = 'https://school.example.com';
const idp = 'https://sso.example.com';
const away = (to: string) => awayFromServer(new URL(to), own, [idp]);

describe('awayFromServer', () => {
  it('keeps the server and its sign-in origins', () => {
    expect(away(`${own}/login?next=/oauth/authorize`)).toBe(false);
    expect(away(`${idp}/sso/login?site=alpha&request_id=r1&redirect_uri=${encodeURIComponent(`${own}/cb`)}`)).toBe(false);
  });

  it('counts any other origin, and a code or an error sent to a sign-in origin', () => {
    expect(away('http://127.0.0.1:8976/callback?error=invalid_request')).toBe(true);
    expect(away('https://evil.example/')).toBe(true);
    expect(away(`${idp}/cb?code=abc&state=s`)).toBe(true);
    expect(away(`${idp}/cb?error=access_denied`)).toBe(true);
    expect(away(`${idp}/cb#code=abc`)).toBe(true);
  });

  it('reads the query and the fragment', () => {
    expect([...queryAndFragment(new URL('http://x/cb?state=s#error=access_denied&state=t'))]).toEqual([
      ['state', 's'],
      ['error', 'access_denied'],
      ['state', 't'],
    ]);
  });
});
