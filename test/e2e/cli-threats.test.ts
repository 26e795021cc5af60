// `cs-conformance list --threats` prints the threat map with each defence's checks; `run --profile`
// knows one profile, security, and refuses another, or a --clause beside it, as usage errors.
import { describe, expect, it } from 'vitest';
import { threats } from '../../lib/spec/threats.ts';
import { cli } from '../support/cli.ts';

describe('cs-conformance list --threats', () => {
  it('prints every threat, its source and its defending clauses with their check counts', async () => {
    const r = await cli(['list', '--threats']);
    expect(r.code).toBe(0);
    for (const t of threats) expect(r.stdout).toContain(`${t.id}  ${t.title}  (${t.source})`);
    expect(r.stdout).toMatch(/^clickjacking {2}Clickjacking {2}\(RFC 9700 §4\.16\)\n {4}security\/clickjacking\/framing {2}1 check$/m);
    expect(r.stdout).not.toContain('UNTESTED');
    expect(r.stdout).toMatch(new RegExp(`^${threats.length} threats, \\d+ defending clauses, \\d+ checks`, 'm'));
  });
});

describe('cs-conformance run --profile', () => {
  it('refuses an unknown profile and a --clause beside the security profile (exit 2)', async () => {
    const unknown = await cli(['run', '--profile', 'speed']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/unknown profile "speed" \(profiles: security, ci\)/);
    const both = await cli(['run', '--profile', 'security', '--clause', 'security/*']);
    expect(both.code).toBe(2);
    expect(both.stderr).toMatch(/--profile security picks its checks/);
  });
});
