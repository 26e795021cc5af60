// cimd.tls: the certificate and key the harness serves its metadata documents with, checked at
// start-up (readable, a certificate and its own key, naming cimd.host) so that a mistake is a config
// error naming the field, not a target that seems to refuse every document.
import { createPrivateKey, X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { ConfigError } from './config-error.ts';

export interface CimdTls {
  /** absolute paths */
  cert: string;
  key: string;
}

const invalid = (field: string, why: string) => new ConfigError(`config is invalid:\n  ${field}: ${why}`);

function read(path: string, field: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch (e) {
    throw invalid(field, `${path} cannot be read (${(e as NodeJS.ErrnoException).code ?? e})`);
  }
}

export function checkCimdTls(tls: CimdTls | undefined, host: string, base: string): CimdTls | undefined {
  if (!tls) return undefined;
  const paths = { cert: resolve(base, tls.cert), key: resolve(base, tls.key) };
  let cert: X509Certificate;
  try {
    cert = new X509Certificate(read(paths.cert, 'cimd.tls.cert'));
  } catch (e) {
    if (e instanceof ConfigError) throw e;
    throw invalid('cimd.tls.cert', `${paths.cert} is not a PEM certificate (${(e as Error).message})`);
  }
  let key;
  try {
    key = createPrivateKey(read(paths.key, 'cimd.tls.key'));
  } catch (e) {
    if (e instanceof ConfigError) throw e;
    throw invalid('cimd.tls.key', `${paths.key} is not a PEM private key (${(e as Error).message})`);
  }
  if (!cert.checkPrivateKey(key)) throw invalid('cimd.tls.key', `${paths.key} is not the key of ${paths.cert}`);
  const named = isIP(host) ? cert.checkIP(host) : cert.checkHost(host);
  if (!named)
    throw invalid(
      'cimd.tls.cert',
      `${paths.cert} does not name cimd.host ${host} (subject alternative names: ${cert.subjectAltName ?? 'none'})`,
    );
  return paths;
}
