// The keys at jwks_uri as RFC 7517/7518 shape them: distinct kids (a client picks the key by kid),
// EC public keys with crv, x and y, each coordinate the full size of its curve (RFC 7518 §6.2.1).
import { check, type CheckContext } from '../../lib/harness/check.ts';
import { target } from '../../lib/harness/context.ts';
import { blocked, fail, show } from '../../lib/harness/failure.ts';
import { fetchShared, jwksUrl } from '../../lib/discovery/documents.ts';

type Key = Record<string, unknown>;
/** octets of one coordinate for each curve RFC 7518 §6.2.1.1 defines */
const COORDINATE: Record<string, number> = { 'P-256': 32, 'P-384': 48, 'P-521': 66 };
const PUBLIC = ['kty', 'crv', 'x', 'y', 'n', 'e'];

async function publishedKeys(t: CheckContext): Promise<Key[]> {
  if (target().metadata.authorizationServer?.jwks_uri === undefined)
    t.skip('jwks_uri is not advertised (the spec allows UserInfo instead)');
  const doc = await fetchShared(jwksUrl());
  const keys = doc.json?.keys;
  if (doc.response.status !== 200 || !Array.isArray(keys))
    blocked('endpoints/discovery/jwks/jwk-set', `jwks_uri gave no JWK Set (HTTP ${doc.response.status})`);
  return (keys as unknown[]).filter((k): k is Key => !!k && typeof k === 'object');
}

const ecKeys = async (t: CheckContext) => (await publishedKeys(t)).filter((k) => k.kty === 'EC');

/** base64url (no padding) to its length in octets, or undefined when it is not base64url */
function octets(value: unknown): number | undefined {
  if (typeof value !== 'string' || !/^[A-Za-z0-9_-]*$/.test(value) || value.length % 4 === 1) return undefined;
  return Buffer.from(value, 'base64url').length;
}

check('rfc7517/4.5/distinct-kids', 'GET jwks_uri → different keys have different kids', async (t) => {
  const keys = await publishedKeys(t);
  const material = (k: Key) => JSON.stringify(PUBLIC.map((m) => k[m]));
  const shared = [...new Set(keys.map((k) => k.kid))].filter(
    (kid) => kid !== undefined && new Set(keys.filter((k) => k.kid === kid).map(material)).size > 1,
  );
  if (shared.length)
    fail(
      'a kid names one key, so a client picks the right one',
      'distinct kids for distinct keys',
      `kid ${shared.map((k) => show(k)).join(', ')} names several keys`,
    );
});

check('rfc7518/6.2.1/ec-members', 'GET jwks_uri → every EC key has crv, x and y', async (t) => {
  const missing = (await ecKeys(t)).filter((k) => ['crv', 'x', 'y'].some((m) => typeof k[m] !== 'string'));
  if (missing.length)
    fail(
      'an EC public key carries its curve and both coordinates',
      'string crv, x and y in every key with kty "EC"',
      missing.map((k) => `kid ${show(k.kid)}: ${show(k)}`).join('; '),
    );
});

for (const [id, member] of [
  ['rfc7518/6.2.1.2/x-length', 'x'],
  ['rfc7518/6.2.1.3/y-length', 'y'],
] as const) {
  check(id, `GET jwks_uri → every EC key's ${member} is base64url of the curve's full coordinate size (32 octets for P-256)`, async (t) => {
    // keys without the member, or on a curve RFC 7518 does not define, are rfc7518/6.2.1/ec-members' to judge
    const keys = (await ecKeys(t)).filter((k) => typeof k[member] === 'string' && typeof k.crv === 'string' && k.crv in COORDINATE);
    const wrong = keys.filter((k) => octets(k[member]) !== COORDINATE[k.crv as string]);
    if (wrong.length) {
      fail(
        `an EC coordinate is the full size of its curve, leading zeros kept`,
        wrong.map((k) => `${COORDINATE[k.crv as string]} octets for ${k.crv as string}`).join(', '),
        wrong.map((k) => `kid ${show(k.kid)}: ${member} is ${octets(k[member]) ?? 'not base64url'} octets`).join('; '),
      );
    }
    if (!keys.length) t.note('no EC key on P-256, P-384 or P-521 to judge');
  });
}

/** key_ops RFC 7517 §4.3 pairs with each use, and the pairs it permits together */
const OPS_OF_USE: Record<string, string[]> = {
  sig: ['sign', 'verify'],
  enc: ['encrypt', 'decrypt', 'wrapKey', 'unwrapKey', 'deriveKey', 'deriveBits'],
};
const RELATED = [
  ['sign', 'verify'],
  ['encrypt', 'decrypt'],
  ['wrapKey', 'unwrapKey'],
];
const opsOf = (k: Key) => (Array.isArray(k.key_ops) ? (k.key_ops as unknown[]).map(String) : undefined);

check('rfc7517/4.3/no-duplicate-ops', 'GET jwks_uri → no key_ops array lists a value twice', async (t) => {
  const repeated = (await publishedKeys(t)).filter((k) => {
    const ops = opsOf(k);
    return ops !== undefined && new Set(ops).size !== ops.length;
  });
  if (repeated.length)
    fail(
      'each key operation is listed once',
      'key_ops without repeats',
      repeated.map((k) => `kid ${show(k.kid)}: key_ops ${show(k.key_ops)}`).join('; '),
    );
});

check(
  'rfc7517/4.3/use-key-ops-consistent',
  'GET jwks_uri → a key with both use and key_ops lists only operations of that use',
  async (t) => {
    const clashing = (await publishedKeys(t)).filter((k) => {
      const ops = opsOf(k);
      const allowed = typeof k.use === 'string' ? OPS_OF_USE[k.use] : undefined;
      return ops !== undefined && allowed !== undefined && ops.some((op) => !allowed.includes(op));
    });
    if (clashing.length)
      fail(
        'use and key_ops, when both given, say the same',
        'use "sig" with sign/verify only; use "enc" with encryption operations only',
        clashing.map((k) => `kid ${show(k.kid)}: use ${show(k.use)}, key_ops ${show(k.key_ops)}`).join('; '),
      );
  },
);

check(
  'rfc7517/4.3/unrelated-ops',
  'GET jwks_uri → no key_ops combining unrelated operations (only sign+verify, encrypt+decrypt, wrapKey+unwrapKey pair up)',
  async (t) => {
    const mixed = (await publishedKeys(t)).filter((k) => {
      const ops = [...new Set(opsOf(k) ?? [])];
      return ops.length > 1 && !RELATED.some((pair) => ops.every((op) => pair.includes(op)));
    });
    if (mixed.length)
      fail(
        'one key serves one kind of operation',
        'key_ops of one related pair at most',
        mixed.map((k) => `kid ${show(k.kid)}: key_ops ${show(k.key_ops)}`).join('; '),
      );
  },
);
