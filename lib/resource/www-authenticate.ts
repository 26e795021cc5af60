// WWW-Authenticate parsing per RFC 9110 §11.6.1 / §11.2: challenges separated by commas, a
// case-insensitive scheme, auth-params as token=token or token="quoted-string" (with \-escapes);
// unquoted values are read leniently up to the next comma or space.

export interface Challenge {
  /** lower-cased */
  scheme: string;
  /** parameter names lower-cased; values unquoted (a repeated name: its last value) */
  params: Record<string, string>;
  /** every parameter as sent, in order, repeats kept */
  pairs: [string, string][];
}

export function parseWwwAuthenticate(values: string | string[]): Challenge[] {
  const challenges: Challenge[] = [];
  for (const value of Array.isArray(values) ? values : [values]) {
    let i = 0;
    const s = value;
    const skipSpace = () => {
      while (i < s.length && /[ \t,]/.test(s[i]!)) i++;
    };
    const token = () => {
      const m = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+/.exec(s.slice(i));
      if (m) i += m[0].length;
      return m?.[0];
    };
    while (i < s.length) {
      skipSpace();
      const scheme = token();
      if (!scheme) break;
      const current: Challenge = { scheme: scheme.toLowerCase(), params: {}, pairs: [] };
      challenges.push(current);
      for (;;) {
        const save = i;
        while (i < s.length && /[ \t]/.test(s[i]!)) i++;
        if (s[i] === ',') {
          i++;
          while (i < s.length && /[ \t]/.test(s[i]!)) i++;
        }
        const name = token();
        while (i < s.length && /[ \t]/.test(s[i]!)) i++;
        if (!name || s[i] !== '=') {
          i = save;
          break;
        }
        i++;
        while (i < s.length && /[ \t]/.test(s[i]!)) i++;
        const value = s[i] === '"' ? quoted() : bare();
        current.params[name.toLowerCase()] = value;
        current.pairs.push([name.toLowerCase(), value]);
      }
    }
    /** an unquoted value: a token, read leniently up to the next comma or space (e.g. a:b) */
    function bare(): string {
      const m = /^[^\s,"]+/.exec(s.slice(i));
      if (m) i += m[0].length;
      return m?.[0] ?? '';
    }
    function quoted(): string {
      let out = '';
      i++;
      while (i < s.length && s[i] !== '"') {
        if (s[i] === '\\' && i + 1 < s.length) i++;
        out += s[i++];
      }
      i++;
      return out;
    }
  }
  return challenges;
}

/** The Bearer challenge among them, if any. */
export function bearerChallenge(values: string | string[]): Challenge | undefined {
  return parseWwwAuthenticate(values).find((c) => c.scheme === 'bearer');
}
