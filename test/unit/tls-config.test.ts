// tls.ca: read relative to the config file, one file or several; NODE_EXTRA_CA_CERTS honoured as
// well; a file that cannot be read or holds no certificate is a config error naming the field.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../lib/config/load.ts';
import { makeCa } from '../support/test-ca.ts';

const dir = mkdtempSync(join(tmpdir(), 'csc-tlsconf-'));
const ca = makeCa();
writeFileSync(join(dir, 'ca.pem'), ca.cert);
writeFileSync(join(dir, 'not-a-cert.pem'), 'hello');
const configFile = (tls: unknown) => {
  const f = join(dir, `target-${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(f, JSON.stringify({ baseUrl: 'https://school.example', tls }));
  return f;
};

describe('tls config', () => {
  it('reads tls.ca relative to the config file', () => {
    const c = loadConfig({ env: {}, file: configFile({ ca: 'ca.pem' }) });
    expect(c.tls.ca).toEqual([{ from: 'ca.pem', pem: ca.cert.trim() }]);
    expect(c.tls.insecure).toBe(false);
  });

  it('takes several files, and NODE_EXTRA_CA_CERTS besides', () => {
    const c = loadConfig({ env: { NODE_EXTRA_CA_CERTS: join(dir, 'ca.pem') }, file: configFile({ ca: ['ca.pem', './ca.pem'] }) });
    expect(c.tls.ca.map((a) => a.from)).toEqual(['ca.pem', './ca.pem', `NODE_EXTRA_CA_CERTS=${join(dir, 'ca.pem')}`]);
  });

  it('names the field of a file it cannot use', () => {
    expect(() => loadConfig({ env: {}, file: configFile({ ca: ['ca.pem', 'missing.pem'] }) })).toThrow(
      /tls\.ca\[1\]: .*missing\.pem cannot be read \(ENOENT\)/,
    );
    expect(() => loadConfig({ env: {}, file: configFile({ ca: 'not-a-cert.pem' }) })).toThrow(ConfigError);
    expect(() => loadConfig({ env: {}, file: configFile({ ca: 'not-a-cert.pem' }) })).toThrow(/tls\.ca: .* is not a PEM certificate file/);
  });
});
