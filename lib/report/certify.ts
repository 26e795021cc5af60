// A result that can be handed over: `certify` writes manifest.json (the SHA-256 of every report
// file, the target, harness, spec copy, seed, browser, scope, completeness and a config fingerprint)
// and manifest.jws, its signature (ES256 or EdDSA, from the key type). `verify` checks the signature
// and every file, naming each one changed, missing or added. A run is certified only as a full
// record: its certificates verified (not tls.insecure), and a screenshot of every distinct page its
// browser showed (--screenshots all), not only of those behind checks that did not pass.
import { createHash, createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { calculateJwkThumbprint, compactVerify, CompactSign, exportJWK } from 'jose';
import type { RunSummary } from './types.ts';
import { verdictLine } from './verdict.ts';

export class CertifyError extends Error {
  readonly exitCode = 2;
}

const SIGNATURE_FILES = new Set(['manifest.json', 'manifest.jws']);
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

function reportFiles(runDir: string, dir = runDir): string[] {
  return readdirSync(dir)
    .flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? reportFiles(runDir, path) : [relative(runDir, path).split(sep).join('/')];
    })
    .filter((f) => !SIGNATURE_FILES.has(f))
    .sort();
}

function readKey(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (e) {
    throw new CertifyError(`--key ${file}: cannot read it (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`);
  }
}

function algorithmOf(key: KeyObject, file: string): 'ES256' | 'EdDSA' {
  if (key.asymmetricKeyType === 'ed25519') return 'EdDSA';
  if (key.asymmetricKeyType === 'ec' && key.asymmetricKeyDetails?.namedCurve === 'prime256v1') return 'ES256';
  throw new CertifyError(`--key ${file}: expected an Ed25519 or P-256 (ES256) key, got ${key.asymmetricKeyType}`);
}

export function manifestOf(runDir: string, summary: RunSummary): Record<string, unknown> {
  const files = Object.fromEntries(reportFiles(runDir).map((f) => [f, sha256(readFileSync(join(runDir, f)))]));
  return {
    type: 'course-school-conformance/run-manifest',
    version: 1,
    runId: summary.runId,
    certifiedAt: new Date().toISOString(),
    verdict: verdictLine(summary),
    exitCode: summary.exitCode,
    target: { origins: [summary.target.baseUrl, summary.target.otherOrigin].filter(Boolean), ...summary.target },
    harness: { version: summary.harnessVersion, gitCommit: summary.gitCommit },
    specHash: summary.specHash,
    seed: summary.seed,
    browser: summary.browser,
    ...(summary.evidence ? { evidence: summary.evidence } : {}),
    suites: summary.suites,
    selection: summary.selection,
    complete: summary.complete,
    notTested: summary.notTested,
    configFingerprint: summary.configFingerprint,
    files,
  };
}

export async function certify(runDir: string, keyFile: string): Promise<{ manifest: string; files: number; alg: string }> {
  const summaryFile = join(runDir, 'summary.json');
  if (!existsSync(summaryFile)) throw new CertifyError(`${runDir}: no summary.json (not a run directory)`);
  let key: KeyObject;
  try {
    key = createPrivateKey(readKey(keyFile));
  } catch (e) {
    if (e instanceof CertifyError) throw e;
    throw new CertifyError(`--key ${keyFile}: not a PEM private key`);
  }
  const alg = algorithmOf(key, keyFile);
  const summary = JSON.parse(readFileSync(summaryFile, 'utf8')) as RunSummary;
  if (summary.target.tls?.insecure)
    throw new CertifyError(
      `${runDir}: the run was made with tls.insecure (the target's certificates were not verified), so it cannot be certified`,
    );
  // a run made before the screenshot modes existed shot every page; a run without a browser showed none
  if (summary.browser && summary.evidence && summary.evidence.screenshots !== 'all')
    throw new CertifyError(
      `${runDir}: the run kept screenshots only of the pages behind checks that did not pass (login.screenshots "${summary.evidence.screenshots}"), so it cannot be certified: a certified run shows every page the browser was shown; run it again with --screenshots all`,
    );
  const manifest = manifestOf(runDir, summary);
  const bytes = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
  const kid = await calculateJwkThumbprint(await exportJWK(createPublicKey(key)));
  const jws = await new CompactSign(bytes).setProtectedHeader({ alg, kid, typ: 'cs-conformance-manifest+json' }).sign(key);
  writeFileSync(join(runDir, 'manifest.json'), bytes);
  writeFileSync(join(runDir, 'manifest.jws'), `${jws}\n`);
  return { manifest: join(runDir, 'manifest.json'), files: Object.keys(manifest.files as object).length, alg };
}

/** The problems found, one line each; none means the run is as certified. */
export async function verify(runDir: string, keyFile: string): Promise<string[]> {
  const jwsFile = join(runDir, 'manifest.jws');
  if (!existsSync(jwsFile)) throw new CertifyError(`${runDir}: no manifest.jws (run cs-conformance certify first)`);
  let key: KeyObject;
  try {
    key = createPublicKey(readKey(keyFile));
  } catch (e) {
    if (e instanceof CertifyError) throw e;
    throw new CertifyError(`--key ${keyFile}: not a PEM public (or private) key`);
  }
  let payload: Uint8Array;
  try {
    ({ payload } = await compactVerify(readFileSync(jwsFile, 'utf8').trim(), key, { algorithms: [algorithmOf(key, keyFile)] }));
  } catch (e) {
    if (e instanceof CertifyError) throw e;
    return [`manifest.jws: the signature does not verify with ${keyFile} (${(e as Error).message})`];
  }
  const problems: string[] = [];
  const manifestFile = join(runDir, 'manifest.json');
  if (!existsSync(manifestFile) || !readFileSync(manifestFile).equals(Buffer.from(payload)))
    problems.push('manifest.json: changed (it differs from the signed manifest)');
  const files = (JSON.parse(Buffer.from(payload).toString('utf8')) as { files: Record<string, string> }).files;
  for (const [file, hash] of Object.entries(files)) {
    const path = join(runDir, file);
    if (!existsSync(path)) problems.push(`${file}: missing`);
    else if (sha256(readFileSync(path)) !== hash) problems.push(`${file}: changed`);
  }
  for (const file of reportFiles(runDir)) if (!(file in files)) problems.push(`${file}: added (not in the signed manifest)`);
  return problems;
}
