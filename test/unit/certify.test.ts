// certify/verify: a signed manifest of every report file; verify names each changed, missing or
// added file, and refuses a signature made with another key.
import { generateKeyPairSync } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodeProtectedHeader } from 'jose';
import { describe, expect, it } from 'vitest';
import { certify, CertifyError, verify } from '../../lib/report/certify.ts';

const root = mkdtempSync(join(tmpdir(), 'csc-certify-'));

function keys(type: 'ed25519' | 'ec') {
  const pair = type === 'ec' ? generateKeyPairSync('ec', { namedCurve: 'P-256' }) : generateKeyPairSync('ed25519');
  const priv = join(root, `${type}-key.pem`);
  const pub = join(root, `${type}-pub.pem`);
  writeFileSync(priv, pair.privateKey.export({ type: 'pkcs8', format: 'pem' }));
  writeFileSync(pub, pair.publicKey.export({ type: 'spki', format: 'pem' }));
  return { priv, pub };
}

function runDir(name: string, evidence?: object): string {
  const dir = join(root, name);
  mkdirSync(join(dir, 'evidence'), { recursive: true });
  const summary = {
    runId: name,
    target: { baseUrl: 'https://school.example', embeddedReference: false },
    harnessVersion: '0.1.0',
    gitCommit: 'a'.repeat(40),
    specHash: 'f'.repeat(64),
    seed: 9,
    browser: { name: 'chromium', version: '143.0' },
    suites: ['token'],
    selection: { suites: [], clauses: [] },
    complete: true,
    notTested: { suites: [], clauses: [], checks: { notTestable: 0, blocked: 0, error: 0 }, reasons: [] },
    configFingerprint: 'c'.repeat(64),
    exitCode: 0,
    ...(evidence ? { evidence } : {}),
  };
  writeFileSync(join(dir, 'summary.json'), JSON.stringify(summary, null, 2));
  writeFileSync(join(dir, 'report.html'), '<html></html>');
  writeFileSync(join(dir, 'evidence', '1-x.json'), '{}');
  return dir;
}

describe('certify and verify', () => {
  for (const type of ['ed25519', 'ec'] as const) {
    it(`signs with ${type === 'ec' ? 'ES256' : 'EdDSA'} and verifies an untouched run`, async () => {
      const k = keys(type);
      const dir = runDir(`run-${type}`);
      const r = await certify(dir, k.priv);
      expect(r).toMatchObject({ files: 3, alg: type === 'ec' ? 'ES256' : 'EdDSA' });
      expect(decodeProtectedHeader(readFileSync(join(dir, 'manifest.jws'), 'utf8').trim()).alg).toBe(r.alg);
      const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8'));
      expect(manifest).toMatchObject({
        target: { origins: ['https://school.example'] },
        harness: { version: '0.1.0', gitCommit: 'a'.repeat(40) },
        specHash: 'f'.repeat(64),
        seed: 9,
        browser: { version: '143.0' },
        suites: ['token'],
        complete: true,
        configFingerprint: 'c'.repeat(64),
      });
      expect(Object.keys(manifest.files)).toEqual(['evidence/1-x.json', 'report.html', 'summary.json']);
      expect(await verify(dir, k.pub)).toEqual([]);
    });
  }

  it('names a one-byte change, a missing file and an added one', async () => {
    const k = keys('ed25519');
    const dir = runDir('run-tampered');
    await certify(dir, k.priv);
    const text = readFileSync(join(dir, 'summary.json'), 'utf8');
    writeFileSync(join(dir, 'summary.json'), text.replace('"seed": 9', '"seed": 8'));
    rmSync(join(dir, 'evidence', '1-x.json'));
    writeFileSync(join(dir, 'extra.txt'), 'x');
    expect(await verify(dir, k.pub)).toEqual([
      'evidence/1-x.json: missing',
      'summary.json: changed',
      'extra.txt: added (not in the signed manifest)',
    ]);
  });

  it('certifies a run that kept every screenshot, and refuses one that kept them on failure only (nothing signed)', async () => {
    const k = keys('ed25519');
    const all = runDir('run-all-shots', { screenshots: 'all', plainPages: 'http' });
    await certify(all, k.priv);
    expect(JSON.parse(readFileSync(join(all, 'manifest.json'), 'utf8')).evidence).toEqual({ screenshots: 'all', plainPages: 'http' });
    const some = runDir('run-some-shots', { screenshots: 'on-failure', plainPages: 'http' });
    await expect(certify(some, k.priv)).rejects.toThrow(/cannot be certified: .*--screenshots all/);
    expect(() => readFileSync(join(some, 'manifest.jws'))).toThrow(/ENOENT/);
  });

  it('certifies a run that drove no browser whatever its screenshot mode (it showed no page)', async () => {
    const k = keys('ed25519');
    const dir = runDir('run-no-browser', { screenshots: 'on-failure', plainPages: 'http' });
    const file = join(dir, 'summary.json');
    const { browser: _, ...summary } = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    writeFileSync(file, JSON.stringify(summary, null, 2));
    await certify(dir, k.priv);
    expect(readFileSync(join(dir, 'manifest.jws'), 'utf8')).toMatch(/^ey/);
  });

  it('refuses a signature made with another key, and a key of the wrong kind', async () => {
    const dir = runDir('run-other-key');
    await certify(dir, keys('ed25519').priv);
    const other = keys('ec');
    expect((await verify(dir, other.pub))[0]).toMatch(/^manifest\.jws: the signature does not verify/);
    const rsa = join(root, 'rsa.pem');
    writeFileSync(rsa, generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }));
    await expect(certify(dir, rsa)).rejects.toThrow(CertifyError);
    await expect(certify(dir, join(root, 'absent.pem'))).rejects.toThrow(/cannot read it \(ENOENT\)/);
  });
});
