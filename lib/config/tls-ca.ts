// tls.ca: the PEM files of the CAs a target's certificates come from, read once at start-up (a file
// that cannot be read or holds no certificate is a config error naming it), and NODE_EXTRA_CA_CERTS,
// which Node's default store honours but an explicit CA list would otherwise replace.
import { X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ConfigError } from './config-error.ts';

export interface TrustedCa {
  /** the file, as configured (or NODE_EXTRA_CA_CERTS=…) */
  from: string;
  pem: string;
}

const BLOCK = /-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g;

export function readCas(configured: string | string[] | undefined, base: string, env: NodeJS.ProcessEnv): TrustedCa[] {
  const files = configured === undefined ? [] : Array.isArray(configured) ? configured : [configured];
  const cas = files.map((f, i) => readCa(resolve(base, f), `tls.ca${Array.isArray(configured) ? `[${i}]` : ''}`, f));
  const extra = env.NODE_EXTRA_CA_CERTS;
  if (extra) cas.push(readCa(resolve(extra), 'NODE_EXTRA_CA_CERTS', `NODE_EXTRA_CA_CERTS=${extra}`));
  return cas;
}

function readCa(path: string, field: string, from: string): TrustedCa {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (e) {
    throw new ConfigError(`config is invalid:\n  ${field}: ${path} cannot be read (${(e as NodeJS.ErrnoException).code ?? e})`);
  }
  const blocks = text.match(BLOCK) ?? [];
  try {
    if (!blocks.length) throw new Error('no PEM certificate in it');
    for (const b of blocks) new X509Certificate(b);
  } catch (e) {
    throw new ConfigError(`config is invalid:\n  ${field}: ${path} is not a PEM certificate file (${(e as Error).message})`);
  }
  return { from, pem: blocks.join('\n') };
}
