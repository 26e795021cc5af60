// cimd.tls and cimd.listen: the certificate and key are read relative to the config file and checked
// at start-up (its own key, naming cimd.host), each mistake a config error naming the field; the
// document server serves https with them; the run's front forwards only paths its own key signed.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../lib/config/load.ts';
import { documentServer } from '../../lib/cimd/document-server.ts';
import { forwardedPort, frontPath, parseListen, startDocumentFront } from '../../lib/cimd/front.ts';
import { makeCa } from '../support/test-ca.ts';

const dir = mkdtempSync(join(tmpdir(), 'csc-cimdtls-'));
const ca = makeCa();
const leaf = ca.issue(['cimd.localhost', '127.0.0.1']);
const other = ca.issue(['127.0.0.1']);
writeFileSync(join(dir, 'cert.pem'), leaf.cert);
writeFileSync(join(dir, 'key.pem'), leaf.key);
writeFileSync(join(dir, 'other-key.pem'), other.key);
const load = (cimd: unknown) => {
  const f = join(dir, `target-${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(f, JSON.stringify({ baseUrl: 'http://127.0.0.1:1', cimd }));
  return loadConfig({ env: {}, file: f });
};

/** GET over https trusting the test CA; the status and body. */
function get(url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    request(url, { ca: ca.cert }, (res) => {
      let body = '';
      res.on('data', (c) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    })
      .on('error', reject)
      .end();
  });
}

describe('cimd.tls config', () => {
  it('reads the files relative to the config file, as absolute paths', () => {
    const c = load({ host: 'cimd.localhost', tls: { cert: 'cert.pem', key: 'key.pem' } });
    expect(c.cimd.tls).toEqual({ cert: join(dir, 'cert.pem'), key: join(dir, 'key.pem') });
  });

  it('refuses a certificate that does not name cimd.host, a key that is not its own, a file that is missing', () => {
    expect(() => load({ host: 'elsewhere.test', tls: { cert: 'cert.pem', key: 'key.pem' } })).toThrow(
      /cimd\.tls\.cert: .* does not name cimd\.host elsewhere\.test/,
    );
    expect(() => load({ tls: { cert: 'cert.pem', key: 'other-key.pem' } })).toThrow(/cimd\.tls\.key: .* is not the key of/);
    expect(() => load({ tls: { cert: 'missing.pem', key: 'key.pem' } })).toThrow(ConfigError);
  });

  it('takes cimd.listen as address:port only', () => {
    expect(load({ listen: '0.0.0.0:8443' }).cimd.listen).toBe('0.0.0.0:8443');
    expect(() => load({ listen: 'https://0.0.0.0:8443' })).toThrow(/cimd\.listen: expected address:port/);
    expect(parseListen('[::]:8443')).toEqual({ address: '::', port: 8443 });
  });
});

describe('documents over https', () => {
  it('names each document https://<host>:<port>/… and serves it with the certificate', async () => {
    const docs = documentServer(() => ({ tls: { cert: join(dir, 'cert.pem'), key: join(dir, 'key.pem') } }));
    try {
      const url = await docs.publish('127.0.0.1', 'probe', (u) => ({ client_id: u }));
      expect(url).toMatch(/^https:\/\/127\.0\.0\.1:\d+\/cs-conformance\/probe-/);
      const res = await get(url);
      expect(res.status).toBe(200);
      expect(JSON.parse(res.body)).toEqual({ client_id: url });
      expect(docs.fetches(url)).toBe(1);
    } finally {
      await docs.close();
    }
  });

  it("behind the run's front: named on the front's port, forwarded to the file's listener; an unsigned path is not forwarded", async () => {
    const front = await startDocumentFront('127.0.0.1:0', { cert: join(dir, 'cert.pem'), key: join(dir, 'key.pem') });
    const docs = documentServer(() => ({ tls: { cert: join(dir, 'cert.pem'), key: join(dir, 'key.pem') }, front }));
    try {
      const url = await docs.publish('127.0.0.1', 'fronted', (u) => ({ client_id: u }));
      expect(new URL(url).port).toBe(String(front.port));
      const res = await get(url);
      expect(res.status).toBe(200);
      expect(JSON.parse(res.body)).toEqual({ client_id: url });
      // another loopback port, or a forged MAC: 404, never forwarded
      const listener = Number(new URL(url).pathname.split('/')[2]!.split('.')[0]);
      expect(forwardedPort(front.key, new URL(url).pathname)).toBe(listener);
      const forged = url.replace(frontPath(front, listener), `/cs-conformance/${listener}.${'A'.repeat(22)}/`);
      expect((await get(forged)).status).toBe(404);
      expect(forwardedPort(front.key, `/cs-conformance/22.${'A'.repeat(22)}/x.json`)).toBeUndefined();
    } finally {
      await docs.close();
      await front.close();
    }
  });
});
