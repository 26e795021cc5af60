// fast-check arbitraries for parameter values: valid ones, near-valid mutations and hostile ones.
import fc from 'fast-check';

/** Hostile strings a parser must survive: markup, injection, traversal, control characters. */
export const hostile = fc.constantFrom(
  '<script>alert(1)</script>',
  '"; DROP TABLE clients; --',
  '../../../../etc/passwd',
  'a\r\nSet-Cookie: x=1',
  'nul\u0000byte',
  '${jndi:ldap://127.0.0.1/x}',
  '{{7*7}}',
  '%00',
  '\u202e\u0041',
  'https://cs-conformance.invalid/@127.0.0.1',
  '\ud83d\ude00'.repeat(50),
);

export const unicode = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 24 });

/** Raw (already encoded) text that is not valid percent-encoding or not valid UTF-8 once decoded. */
export const badEncoding = fc.constantFrom('%', '%z', '%zz', '%C3%28', '%ED%A0%80', '%FF%FE', '%E2%82', 'a%2');

export function overlong(base = 'x'): fc.Arbitrary<string> {
  return fc.integer({ min: 2100, max: 9000 }).map((n) => base.repeat(Math.ceil(n / base.length)).slice(0, n));
}

export const mixedCase = (s: string) =>
  fc.constant(
    s
      .split('')
      .map((c, i) => (i % 2 ? c.toUpperCase() : c.toLowerCase()))
      .join(''),
  );
