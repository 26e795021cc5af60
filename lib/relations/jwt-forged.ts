// RFC 8725 (JWT Best Current Practices) §3.1, §3.3, §3.8 and RFC 7519 §4.1.4, over every JWT the server
// takes from a client (lib/surface/tables.ts, `jwt`): the genuine one of each place forged in each way
// the source names (alg "none"; HS256 keyed with the issuer's public key; a key the issuer's set lacks;
// another issuer; expired; the signature stripped or altered), presented where the genuine one is
// taken → never taken: no code for the hinted member, no member data, "active": false, no tokens.
// A place whose JWT is opaque at this target (an access token may be) is skipped there.
import type { CheckContext } from '../harness/check.ts';
import { fail, notTestable } from '../harness/failure.ts';
import { sideBySide } from '../harness/side-by-side.ts';
import { HarnessError } from '../http/errors.ts';
import type { Credential } from '../surface/model.ts';
import { featureOffered } from './features.ts';
import { CLIENT_PLACES } from './jwt-client-places.ts';
import { algNone, hs256PublicKey, parseJws, signatureAltered, signatureStripped, unknownKid, type Forgery, type Jws } from './jwt-forge.ts';
import { issuerKeys } from './jwt-other.ts';
import { SERVER_PLACES, type JwtPlace } from './jwt-places.ts';
import { governs, jwtWay, JWT_WAYS, type JwtWay } from './jwt-ways.ts';
import { credentialSlug, type CredentialPlace, type Relation } from './types.ts';

const placeOf = (c: Credential): JwtPlace | undefined => {
  const key = `${c.endpoint}.${credentialSlug(c)}`;
  return SERVER_PLACES[key] ?? CLIENT_PLACES[key];
};

export const jwtForged: Relation = {
  id: 'jwt-forged',
  name: 'JWT forged',
  over: 'credential',
  variants: JWT_WAYS.map((w) => w.id),
  govern({ credential: c, variant }) {
    const way = jwtWay(variant);
    const g = governs(c, way);
    if (g !== true) return g;
    const place = placeOf(c);
    const phrase = place?.phrase ?? `${c.credential} at ${c.endpoint} (${c.where})`;
    return { clause: way.clause, title: `${phrase}, ${way.what} (${way.id}) → ${place?.outcome ?? 'refused'} [JWT forged]` };
  },
  grants({ credential: c, variant }) {
    const place = placeOf(c);
    return [...(place?.grants ?? []), ...(variant === 'other-issuer' ? (place?.otherGrants ?? []) : [])];
  },
  run: (at, t) => run(at, t),
};

async function run({ credential: c, variant }: CredentialPlace, t: CheckContext): Promise<void> {
  const way = jwtWay(variant);
  if (c.feature && !featureOffered(c.feature)) t.skip(`the target does not advertise ${c.feature}: no ${c.credential} is taken`);
  const place = placeOf(c);
  if (!place)
    throw new HarnessError('ERR_HARNESS', `the harness presents no ${c.credential} at ${c.endpoint} (lib/relations/jwt-places.ts)`);
  const why = place.skipWay?.(way.id);
  if (why) t.skip(why);
  const genuine = await place.genuine(t);
  if (!genuine) t.skip(`no ${c.credential} came with the member's grant`);
  const jws = parseJws(genuine);
  if (!jws) t.skip(`the target's ${c.credential} is not a JWS (an opaque value, or encrypted): nothing to forge`);
  if (place.control) {
    const own = await place.present((await place.genuine(t))!, t, `jwt-${credentialSlug(c)}-genuine`);
    if (!own.taken) notTestable(`the target did not take a correct ${c.credential} there (${own.text}): the place is not reached`);
  }
  const forgeries = await forge(way, jws!, place, t);
  const label = `jwt-${credentialSlug(c)}-${way.id}`;
  const answers = await sideBySide(forgeries, (f, i) => place.present(f.value, t, `${label}-${i}`));
  const taken = forgeries.map((f, i) => ({ f, a: answers[i]! })).filter((x) => x.a.taken);
  for (const { f, a } of forgeries.map((f, i) => ({ f, a: answers[i]! })).filter((x) => !x.a.taken)) t.note(`${f.name}: ${a.text}`);
  if (taken.length)
    fail(way.rule, `one of: ${place.outcome}, for each forged copy`, taken.map(({ f, a }) => `${f.name}: ${a.text}`).join(' | '));
}

async function forge(way: JwtWay, jws: Jws, place: JwtPlace, t: CheckContext): Promise<Forgery[]> {
  switch (way.id) {
    case 'alg-none':
      return algNone(jws);
    case 'hs256-public-key': {
      const keys = await (place.keys ?? issuerKeys)(t);
      if (!keys.length) t.skip('the issuer publishes no public key (no jwks_uri on its origin): there is none to confuse');
      return hs256PublicKey(jws, keys);
    }
    case 'unknown-kid':
      return unknownKid(jws, await (place.keys ?? issuerKeys)(t));
    case 'other-issuer':
      return otherIssuer(jws, place, t);
    case 'signature-stripped':
      return signatureStripped(jws);
    case 'signature-altered':
      return signatureAltered(jws);
    default:
      if (!place.forge) throw new HarnessError('ERR_HARNESS', `no forgery "${way.id}" at this place`);
      return place.forge(way.id, jws, t);
  }
}

/** The server's own JWT of another issuer (the other origin's), or the place's own forgery (a client's JWT naming another client). */
async function otherIssuer(jws: Jws, place: JwtPlace, t: CheckContext): Promise<Forgery[]> {
  if (place.forge) return place.forge('other-issuer', jws, t);
  const other = await place.other!(t);
  if (!other) t.skip("the other origin's grant gave none of this kind");
  const iss = parseJws(other)?.claims.iss;
  if (iss !== undefined && iss === jws.claims.iss) t.skip(`the other origin's names the same issuer (${String(iss)}): no other issuer`);
  return [{ name: `the other origin's own${iss !== undefined ? ` (iss ${String(iss)})` : ''}`, value: other! }];
}
