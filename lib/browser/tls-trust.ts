// The browser's trust in an https target with a private CA, without any trust store: each https
// origin it may visit is reached once by Node, which verifies the certificate against the CAs the
// harness trusts (tls.ca, NODE_EXTRA_CA_CERTS, Node's roots); Chromium is then told to accept
// exactly the public keys of those verified chains (--ignore-certificate-errors-spki-list). Chromium
// reads no CA file, and trusting the CA's own key would not do: servers do not send their root.
import { createHash, X509Certificate } from 'node:crypto';
import { isIP } from 'node:net';
import { connect, rootCertificates, type PeerCertificate } from 'node:tls';
import { TransportError } from '../http/errors.ts';

export interface BrowserTls {
  /** PEM texts of the CAs trusted beside Node's roots */
  ca: string[];
  insecure: boolean;
}

/** Chromium's flags for the https origins it may visit. */
export async function tlsArgs(origins: string[], tls: BrowserTls, timeoutMs = 10_000): Promise<string[]> {
  if (tls.insecure) return ['--ignore-certificate-errors'];
  const https = origins.filter((o) => o.startsWith('https:'));
  if (!tls.ca.length || !https.length) return [];
  const keys = (await Promise.all(https.map((o) => verifiedKeys(o, tls.ca, timeoutMs)))).flat();
  return [`--ignore-certificate-errors-spki-list=${[...new Set(keys)].join(',')}`];
}

/** The SPKI SHA-256 hashes (base64) of an origin's certificate chain, once Node has verified it. */
function verifiedKeys(origin: string, ca: string[], timeoutMs: number): Promise<string[]> {
  const u = new URL(origin);
  const host = u.hostname.replace(/^\[|\]$/g, '');
  return new Promise((resolve, reject) => {
    const socket = connect({
      host,
      port: Number(u.port || 443),
      servername: isIP(host) ? undefined : host,
      ca: [...rootCertificates, ...ca],
      timeout: timeoutMs,
    });
    const fail = (why: string) => {
      socket.destroy();
      reject(
        new TransportError('ERR_TLS_CERT', `${origin}: its certificate cannot be verified (${why}); give the CA that issued it in tls.ca`),
      );
    };
    socket.once('timeout', () => fail(`no TLS handshake within ${timeoutMs} ms`));
    socket.once('error', (e: NodeJS.ErrnoException) => fail(`${e.code ?? ''}: ${e.message}`.replace(/^: /, '')));
    socket.once('secureConnect', () => {
      const chain: string[] = [];
      for (let c: PeerCertificate | undefined = socket.getPeerCertificate(true); c?.raw; c = next(c)) {
        const der = new X509Certificate(c.raw).publicKey.export({ type: 'spki', format: 'der' });
        chain.push(createHash('sha256').update(der).digest('base64'));
      }
      socket.end();
      resolve(chain);
    });
  });
}

/** The issuer in a detailed peer certificate; a self-signed root points at itself. */
const next = (c: PeerCertificate & { issuerCertificate?: PeerCertificate }) =>
  c.issuerCertificate && c.issuerCertificate !== c ? c.issuerCertificate : undefined;
