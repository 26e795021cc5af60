// `cs-conformance list --config FILE`: which checks that config leaves not testable. The checks find
// out at run time (notTestable() where a prerequisite is missing), so the honest way to know is to run
// them: against the embedded reference (a correct server) with a config of the same shape — the
// reference's own clients and members wherever FILE has them, nothing where it has none. What it
// cannot know: what the real target refuses or does not offer (scopes its operator did not grant,
// endpoints it does not advertise), nor the Client ID Metadata checks of a target on another machine.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig, type HarnessConfig } from '../config/load.ts';
import { runHarness } from '../run/run.ts';
import { startReference } from './reference.ts';

type Shape = Record<string, unknown>;

/** The reference's config, cut to the sections (and member count, scopes) the user's config has. */
export function shapeLike(user: HarnessConfig, ref: Shape & { memberClient?: { scopes: string[] }; members?: unknown[] }): Shape {
  const shaped: Shape = { baseUrl: ref.baseUrl };
  if (user.memberClient && ref.memberClient)
    shaped.memberClient = { ...ref.memberClient, scopes: user.memberClient.scopes.filter((s) => ref.memberClient!.scopes.includes(s)) };
  if (user.members?.length && ref.members) shaped.members = ref.members.slice(0, user.members.length);
  if (user.otherOrigin && ref.otherOrigin) shaped.otherOrigin = ref.otherOrigin;
  if (user.vendor && ref.vendor) shaped.vendor = ref.vendor;
  if (ref.cimd) shaped.cimd = ref.cimd;
  return shaped;
}

export async function listNotTestable(file: string, suites: string[], out: (line: string) => void): Promise<number> {
  const user = loadConfig({ file });
  const reference = await startReference([]);
  const dir = mkdtempSync(join(tmpdir(), 'csc-list-'));
  try {
    const shaped = shapeLike(user, reference.targetConfig() as unknown as Shape & { memberClient?: { scopes: string[] } });
    const config = loadConfig({ env: {}, defaults: shaped });
    out(`Running the suites against the embedded reference with a config shaped like ${file} (about a minute)…`);
    const summary = await runHarness({ config, suites, reportDir: dir, embeddedReference: true, fuzzCases: 40, calibrate: false });
    const nt = summary.tests.filter((t) => t.status === 'not-testable');
    const byNeed = new Map<string, string[]>();
    for (const t of nt) byNeed.set(t.need ?? t.message ?? '', [...(byNeed.get(t.need ?? t.message ?? '') ?? []), t.title]);
    for (const [need, titles] of [...byNeed].sort((a, b) => b[1].length - a[1].length)) {
      out(`\n${need} → ${titles.length} check${titles.length > 1 ? 's' : ''}`);
      for (const t of titles.sort()) out(`    ${t}`);
    }
    out(`\n${nt.length} of ${summary.tests.length} checks are not testable with this config.`);
    out('(Known from a run against a correct server; the real target may leave more untested: scopes it does not grant,');
    out(' endpoints it does not advertise, Client ID Metadata Documents it cannot fetch from this machine.)');
    return 0;
  } finally {
    await reference.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
