// A run's grant plan, read from its checks' declarations (lib/flows/plan.ts) when the bundles are
// collected, before any check runs: each grant, its shape, how many checks share it, and the
// consents it takes; and, once the run ends, the authorizations made for each (drives.ndjson).
import type { GrantDecl } from '../harness/grants.ts';
import type { DriveTiming } from '../browser/timings.ts';
import type { GrantPlan, PlannedGrant } from '../report/types.ts';

export interface DeclaringCheck {
  file: string;
  title: string;
  grants: readonly GrantDecl[];
}

/** One line per grant: a run grant once, a file grant once per file, a check's own once per check. */
export function planOf(checks: readonly DeclaringCheck[]): PlannedGrant[] {
  const byKey = new Map<string, PlannedGrant>();
  for (const c of checks)
    for (const g of c.grants) {
      const key = g.scope === 'run' ? g.id : g.scope === 'file' ? `${c.file}\n${g.id}` : `${c.file}\n${c.title}\n${g.id}`;
      const entry = byKey.get(key);
      if (entry) entry.checks++;
      else
        byKey.set(key, {
          id: g.id,
          scope: g.scope,
          shape: g.shape,
          ...(g.changes ? { changes: g.changes } : {}),
          ...(g.when ? { when: g.when } : {}),
          file: g.scope === 'run' ? undefined : c.file,
          checks: 1,
          consents: g.consents ?? 1,
        });
    }
  return [...byKey.values()].sort((a, b) => a.scope.localeCompare(b.scope) || a.id.localeCompare(b.id));
}

/** The plan with what the run made: authorizations per grant id, and the drives of probes and calibration. */
export function grantPlan(planned: readonly PlannedGrant[], drives: readonly DriveTiming[]): GrantPlan {
  const made = new Map<string, number>();
  for (const d of drives) if (d.grant) made.set(d.grant, (made.get(d.grant) ?? 0) + 1);
  const sum = (xs: readonly PlannedGrant[]) => xs.reduce((n, g) => n + g.consents, 0);
  const always = planned.filter((g) => !g.when);
  return {
    grants: planned.map((g) => ({ ...g })),
    consentsPlanned: sum(always),
    consentsConditional: sum(planned.filter((g) => g.when)),
    grantAuthorizations: [...made.values()].reduce((a, b) => a + b, 0),
    madeByGrant: Object.fromEntries(made),
    probeDrives: drives.filter((d) => !d.grant && !d.label.startsWith('calibration')).length,
    probeConsents: drives.filter((d) => !d.grant && !d.label.startsWith('calibration') && d.pages.includes('consent')).length,
    calibrationDrives: drives.filter((d) => d.label.startsWith('calibration')).length,
  };
}
