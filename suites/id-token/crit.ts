// RFC 7515 §4.1.11 on the "crit" header: what a verifier accepts (a non-empty list of extension
// names the header holds), so the signature check blocks where a verifier would refuse before verifying.
/** Header Parameter names RFC 7515 §4.1 and RFC 7518 define: never listed in crit (RFC 7515 §4.1.11). */
const REGISTERED = ['alg', 'jku', 'jwk', 'kid', 'x5u', 'x5c', 'x5t', 'x5t#S256', 'typ', 'cty', 'crit'];
const REGISTERED_JWE = ['enc', 'zip', 'epk', 'apu', 'apv', 'iv', 'tag', 'p2s', 'p2c'];

/** No crit, or a non-empty list of extension names the header holds (RFC 7515 §4.1.11). */
export function critAcceptable(header: Record<string, unknown>): boolean {
  if (!('crit' in header)) return true;
  const crit = header.crit;
  return (
    Array.isArray(crit) &&
    crit.length > 0 &&
    crit.every((n) => typeof n === 'string' && n in header && !REGISTERED.includes(n) && !REGISTERED_JWE.includes(n))
  );
}
