// curl lines that can be replayed: each masked secret (`abcd…wxyz (len=43)`) in a recorded curl
// command becomes a shell variable named by where it sits ($ACCESS_TOKEN, $CODE, $CLIENT_SECRET…),
// so a reader sets the variables and runs the line. The masking itself stays in lib/http.
import type { Evidence } from '../http/types.ts';

/** A masked value as lib/http/mask.ts writes it. */
const MASKED = /(?:[^\s'"&=…]{4}…[^\s'"&…]{4}|…) \(len=\d+\)/g;

/** What each variable stands for, for the report's "set these first" note. */
export const VARIABLES: Record<string, string> = {
  ACCESS_TOKEN: 'an access token (from a code exchange of your member client)',
  BASIC_CREDENTIALS: 'base64 of client_id:client_secret',
  CODE: 'a fresh authorization code (codes are single use)',
  CODE_VERIFIER: 'the PKCE verifier that goes with that code',
  CLIENT_SECRET: 'the confidential client’s secret (memberClient.clientSecret)',
  PASSWORD: 'the member’s password',
  REFRESH_TOKEN: 'a refresh token',
  ID_TOKEN: 'an ID token',
  TOKEN: 'the token to revoke or introspect',
  COOKIE: 'the session cookie of a signed-in member',
  SECRET: 'the secret value the harness masked here',
};

/** The variable for a masked value, from the text just before it on the line. */
function variableFor(before: string): string {
  const auth = /authorization: (\w+) $/i.exec(before);
  if (auth) return auth[1]!.toLowerCase() === 'basic' ? 'BASIC_CREDENTIALS' : 'ACCESS_TOKEN';
  if (/cookie: $/i.test(before)) return 'COOKIE';
  const param = /([A-Za-z_]+)(?:=|"\s*:\s*")$/.exec(before);
  const name = param?.[1]?.toUpperCase();
  return name && name in VARIABLES ? name : 'SECRET';
}

/**
 * The curl line with masked values as "$VARS" (closing and reopening its single quotes). `names` maps
 * each masked value to its variable across the lines of one evidence: the same value keeps its name,
 * a different value of the same kind gets the next one (ACCESS_TOKEN_2).
 */
export function replayableCurl(curl: string, names = new Map<string, string>()): string {
  let out = '';
  let last = 0;
  for (const m of curl.matchAll(MASKED)) {
    let name = names.get(m[0]);
    if (!name) {
      const base = variableFor(curl.slice(Math.max(0, m.index - 40), m.index));
      const taken = new Set(names.values());
      name = base;
      for (let n = 2; taken.has(name); n++) name = `${base}_${n}`;
      names.set(m[0], name);
    }
    out += `${curl.slice(last, m.index)}'"$${name}"'`;
    last = m.index + m[0].length;
  }
  return out + curl.slice(last);
}

/** The variables a replayable curl line uses. */
export function variablesIn(curl: string): string[] {
  return [...new Set([...curl.matchAll(/"\$([A-Z_]+?)(?:_\d+)?"/g)].map((m) => m[1]!))];
}

/** Evidence whose curl lines can be replayed (the masked request itself is kept as recorded). */
export function replayableEvidence(evidence: Evidence): Evidence {
  const names = new Map<string, string>();
  return { ...evidence, exchanges: evidence.exchanges.map((x) => ({ ...x, curl: replayableCurl(x.curl, names) })) };
}
