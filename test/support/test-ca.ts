// A private CA for the self-tests, made with node:crypto alone (no openssl, no machine state): an EC
// P-256 root and leaf certificates it signs for loopback names, as PEM. X.509 is written in DER by
// hand: only the fields a TLS client checks (basic constraints, key usage, subject alternative names).
import { createPrivateKey, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isIP } from 'node:net';

const tlv = (tag: number, ...parts: Buffer[]): Buffer => {
  const body = Buffer.concat(parts);
  const n = body.length;
  const len = n < 0x80 ? Buffer.from([n]) : n < 0x100 ? Buffer.from([0x81, n]) : Buffer.from([0x82, n >> 8, n & 0xff]);
  return Buffer.concat([Buffer.from([tag]), len, body]);
};
const seq = (...p: Buffer[]) => tlv(0x30, ...p);
const set = (...p: Buffer[]) => tlv(0x31, ...p);
const oid = (dotted: string): Buffer => {
  const [a, b, ...rest] = dotted.split('.').map(Number);
  const bytes = [40 * a! + b!];
  for (const v of rest) {
    const chunk = [v & 0x7f];
    for (let x = v >> 7; x > 0; x >>= 7) chunk.unshift((x & 0x7f) | 0x80);
    bytes.push(...chunk);
  }
  return tlv(0x06, Buffer.from(bytes));
};
/** A DER INTEGER, positive and in its shortest form (a random serial may start with zero bytes: DER refuses that padding). */
function int(b: Buffer): Buffer {
  let i = 0;
  while (i < b.length - 1 && b[i] === 0 && !(b[i + 1]! & 0x80)) i++;
  const v = b.subarray(i);
  return tlv(0x02, v[0]! & 0x80 ? Buffer.concat([Buffer.from([0]), v]) : v);
}
const utf8 = (s: string) => tlv(0x0c, Buffer.from(s, 'utf8'));
const time = (d: Date) => tlv(0x17, Buffer.from(d.toISOString().replace(/[-:T]/g, '').slice(2, 14) + 'Z'));
const bits = (b: Buffer) => tlv(0x03, Buffer.from([0]), b);
const ext = (id: string, critical: boolean, value: Buffer) =>
  seq(oid(id), ...(critical ? [tlv(0x01, Buffer.from([0xff]))] : []), tlv(0x04, value));
const name = (cn: string) => seq(set(seq(oid('2.5.4.3'), utf8(cn))));
const ECDSA_SHA256 = seq(oid('1.2.840.10045.4.3.2'));

export interface Issued {
  cert: string;
  key: string;
}

interface Spec {
  subject: string;
  issuer: string;
  publicKey: KeyObject;
  signer: KeyObject;
  ca: boolean;
  names?: string[];
  notAfter?: Date;
}

function certificate(s: Spec): string {
  const now = Date.now();
  const extensions = [
    ext('2.5.29.19', true, s.ca ? seq(tlv(0x01, Buffer.from([0xff]))) : seq()),
    // keyCertSign|cRLSign for the CA, digitalSignature for a leaf
    ext('2.5.29.15', true, s.ca ? tlv(0x03, Buffer.from([1, 0x06])) : tlv(0x03, Buffer.from([7, 0x80]))),
  ];
  if (s.names?.length) {
    const general = s.names.map((n) => (isIP(n) ? tlv(0x87, Buffer.from(n.split('.').map(Number))) : tlv(0x82, Buffer.from(n, 'ascii'))));
    extensions.push(ext('2.5.29.17', false, seq(...general)));
  }
  const tbs = seq(
    tlv(0xa0, int(Buffer.from([2]))),
    int(randomBytes(12)),
    ECDSA_SHA256,
    name(s.issuer),
    seq(time(new Date(now - 3600_000)), time(s.notAfter ?? new Date(now + 7 * 86400_000))),
    name(s.subject),
    s.publicKey.export({ type: 'spki', format: 'der' }),
    tlv(0xa3, seq(...extensions)),
  );
  const der = seq(tbs, ECDSA_SHA256, bits(sign('sha256', tbs, s.signer)));
  return `-----BEGIN CERTIFICATE-----\n${der.toString('base64').replace(/.{64}/g, '$&\n')}\n-----END CERTIFICATE-----\n`;
}

const pem = (k: KeyObject) => k.export({ type: 'pkcs8', format: 'pem' }).toString();

export interface TestCa extends Issued {
  /** a leaf for these DNS names and IPv4 addresses, signed by the CA */
  issue(names: string[], o?: { notAfter?: Date }): Issued;
}

/** A fresh CA, named so a report or an error can tell it apart. */
export function makeCa(commonName = 'cs-conformance test CA'): TestCa {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const cert = certificate({ subject: commonName, issuer: commonName, publicKey, signer: privateKey, ca: true });
  return {
    cert,
    key: pem(privateKey),
    issue(names, o = {}) {
      const leaf = generateKeyPairSync('ec', { namedCurve: 'P-256' });
      const c = certificate({
        subject: names[0]!,
        issuer: commonName,
        publicKey: leaf.publicKey,
        signer: createPrivateKey(pem(privateKey)),
        ca: false,
        names,
        notAfter: o.notAfter,
      });
      return { cert: c, key: pem(leaf.privateKey) };
    },
  };
}
