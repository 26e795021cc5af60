// Member names are unique in the JWK Set (RFC 7517 §5) and in each of its keys (§4). JSON parsers
// keep the last of two members of one name, so two clients can read one document differently: the
// served text is read as sent.
import { check, type CheckContext } from '../../lib/harness/check.ts';
import { target } from '../../lib/harness/context.ts';
import { fail } from '../../lib/harness/failure.ts';
import { once } from '../../lib/harness/once.ts';
import { duplicateMembers } from '../../lib/oauth/json-duplicates.ts';
import { fetchShared, jwksUrl } from '../../lib/discovery/documents.ts';

const duplicates = once('the JWK Set as sent', async () => duplicateMembers((await fetchShared(jwksUrl())).response.body));

async function served(t: CheckContext) {
  if (target().metadata.authorizationServer?.jwks_uri === undefined)
    t.skip('jwks_uri is not advertised (the spec allows UserInfo instead)');
  return duplicates(t);
}

check('rfc7517/5/unique-members', 'GET jwks_uri → the JWK Set object, as sent, holds no member name twice', async (t) => {
  const twice = (await served(t)).filter((d) => d.path === '$');
  if (twice.length)
    fail(
      'the member names of a JWK Set are unique (RFC 7517 §5)',
      'each member name once',
      `twice: ${twice.map((d) => d.name).join(', ')}`,
    );
});

check('rfc7517/4/unique-members', 'GET jwks_uri → no key of the JWK Set, as sent, holds a member name twice', async (t) => {
  const twice = (await served(t)).filter((d) => /^\$\.keys\[\d+\]$/.test(d.path));
  if (twice.length)
    fail(
      'the member names of a JWK are unique (RFC 7517 §4)',
      'each member name once in every key',
      twice.map((d) => `${d.path}: ${d.name}`).join('; '),
    );
});

const ENC_ALG = /^(RSA1_5|RSA-OAEP(-\d+)?|ECDH-ES(\+A\d+KW)?|A\d+KW|A\d+GCMKW|dir|PBES2-.*)$/;

check('rfc8414/2/jwks-use', 'GET jwks_uri → when any key is for encryption, every key has a "use"', async (t) => {
  if (target().metadata.authorizationServer?.jwks_uri === undefined)
    t.skip('jwks_uri is not advertised (the spec allows UserInfo instead)');
  const doc = (await fetchShared(jwksUrl())).response.json() as { keys?: Record<string, unknown>[] } | undefined;
  const keys = Array.isArray(doc?.keys) ? doc.keys.filter((k) => k && typeof k === 'object') : [];
  const enc = keys.filter((k) => k.use === 'enc' || (typeof k.alg === 'string' && ENC_ALG.test(k.alg)));
  if (!enc.length) return t.note('no key is for encryption: use is not required');
  const without = keys.filter((k) => k.use === undefined).map((k) => String(k.kid ?? '(no kid)'));
  if (without.length)
    fail(
      'with signing and encryption keys published, every key says its use (RFC 8414 §2)',
      'a "use" member in every key',
      `keys without "use": ${without.join(', ')} (encryption keys: ${enc.map((k) => String(k.kid ?? '?')).join(', ')})`,
    );
});
