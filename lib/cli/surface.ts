// `cs-conformance list --surface`: the model of the surface the relations are generated from (its
// endpoints, every parameter of every operation, the credentials and where each is presented, the
// artefacts with a lifetime), the checks each relation generates over it and the members it does not
// govern; then what a target's own documents say (the target of --config, else the embedded reference).
import { loadConfig } from '../config/load.ts';
import { applyRunSettings } from '../run/settings.ts';
import { discoverTarget } from '../target/target.ts';
import { presenceText, STATIC_SURFACE, surfaceOf, type TargetSurface } from '../surface/model.ts';
import { RELATIONS } from '../relations/index.ts';
import { plan } from '../relations/generate.ts';
import { startReference } from './reference.ts';

type Out = (line: string) => void;

export async function printSurface(configFile: string | undefined, out: Out): Promise<number> {
  printStatic(out);
  const reference = configFile ? undefined : await startReference([]);
  try {
    const config = configFile ? loadConfig({ file: configFile }) : loadConfig({ env: {}, defaults: reference!.targetConfig() as never });
    applyRunSettings(config, 1);
    const target = await discoverTarget(config, !configFile);
    out('');
    out(`The target's surface (${target.origin}${configFile ? `, from ${configFile}` : ', the embedded reference'}):`);
    printTarget(surfaceOf(target), out);
  } finally {
    await reference?.close();
  }
  return 0;
}

export function printStatic(out: Out): void {
  const s = STATIC_SURFACE;
  out(`Endpoints (${s.endpoints.length}):`);
  for (const e of s.endpoints)
    out(`  ${e.id.padEnd(30)} ${e.methods.join(' ').padEnd(9)} ${e.path ?? `(${e.metadataKey}, advertised only)`}  ${e.role}`);
  const params = s.operations.reduce((n, o) => n + o.params.length, 0);
  out(`\nOperations (${s.operations.length}) and their parameters (${params}):`);
  for (const op of s.operations) {
    out(`  ${op.id} (${op.methods.join(', ')}; ${op.source})`);
    for (const p of op.params)
      out(
        `    ${p.name.padEnd(27)} ${presenceText(p).padEnd(40)} ${p.in.padEnd(6)} ${p.kind.padEnd(14)} ${p.sent ? 'sent ' : '     '} ${p.source}`,
      );
  }
  out(`\nCredentials a client presents (${s.credentials.length}):`);
  for (const c of s.credentials)
    out(`  ${c.credential} at ${c.endpoint}: ${c.where}${c.feature ? ` (where ${c.feature} is offered)` : ''}  ${c.source}`);
  out(`\nArtefacts with a lifetime (${s.lifetimes.length}):`);
  for (const l of s.lifetimes)
    out(
      `  ${l.artefact}: stated ${l.stated ?? 'nowhere'}; bound ${l.bound ?? 'by nothing'}; ${l.declared ? `declared by lifetimes.${l.declared}` : 'declared by nothing'}; ${l.source}`,
    );
  out(`\nRelations (${RELATIONS.length}) and the checks generated from them:`);
  let total = 0;
  for (const r of RELATIONS) {
    const { checks, exempt } = plan(r);
    total += checks.length;
    out(`  ${r.id} (${r.name}): ${checks.length} checks, ${exempt.length} members not governed`);
    for (const c of checks) out(`      ${c.place}: ${c.clause}`);
    for (const [reason, places] of groupBy(exempt, (e) => e.reason)) out(`      not governed (${places.length}): ${reason}`);
  }
  const members = s.endpoints.length + params + s.credentials.length + s.lifetimes.length;
  out(
    `\n${members} members of the surface (${s.endpoints.length} endpoints, ${params} parameters, ${s.credentials.length} credentials, ${s.lifetimes.length} lifetimes); ${total} generated checks`,
  );
}

function printTarget(t: TargetSurface, out: Out): void {
  for (const e of t.endpoints) out(`  ${e.id.padEnd(30)} ${e.from.padEnd(12)} ${e.url ?? '(none)'}`);
  const features = Object.entries(t.features).map(([f, v]) => `${f} ${v === undefined ? 'not told' : v ? 'yes' : 'no'}`);
  out(`  features: ${features.join(', ')}`);
  for (const [e, methods] of Object.entries(t.authMethods)) out(`  client authentication at ${e}: ${methods.join(', ')}`);
  out(
    `  /openapi.json: ${t.openapi.length} operations${t.openapi.length ? `: ${t.openapi.map((o) => `${o.method} ${o.path}`).join(', ')}` : ''}`,
  );
}

function groupBy<T>(items: readonly T[], key: (x: T) => string): [string, T[]][] {
  const m = new Map<string, T[]>();
  for (const x of items) m.set(key(x), [...(m.get(key(x)) ?? []), x]);
  return [...m];
}
