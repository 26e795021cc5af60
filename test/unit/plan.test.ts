// A run's grant plan is read from the checks' declarations: a run-wide grant is one line however many
// checks read it, a file's grant one per file, a check's own one per check; conditional ones apart.
// A check can only obtain the grants it declared, and grant() runs only for a declared grant.
import { describe, expect, it } from 'vitest';
import { declaring } from '../../lib/harness/check.ts';
import { fallbackGrant, fileGrant, grantBeingObtained, MEMBER_SHAPE, ownGrant, runGrant } from '../../lib/flows/plan.ts';
import { grant } from '../../lib/flows/tokens.ts';
import { grantPlan, planOf } from '../../lib/run/plan.ts';
import type { GrantDecl } from '../../lib/harness/grants.ts';

const run: GrantDecl = { id: 'member grant', shape: MEMBER_SHAPE, scope: 'run' };
const file: GrantDecl = { id: 'refresh', shape: MEMBER_SHAPE, scope: 'file', changes: 'refreshed' };
const own: GrantDecl = { id: 'code', shape: MEMBER_SHAPE, scope: 'check', changes: 'redeemed' };
const control: GrantDecl = { ...own, id: 'control', when: 'the probe was answered' };

describe('the grant plan', () => {
  const plan = planOf([
    { file: 'a', title: 'a1', grants: [run, file] },
    { file: 'a', title: 'a2', grants: [run, file, own, control] },
    { file: 'b', title: 'b1', grants: [run, file, own] },
  ]);

  it('counts a shared grant once, with the checks that read it', () => {
    expect(plan.find((g) => g.id === 'member grant')).toMatchObject({ checks: 3, consents: 1 });
    expect(plan.filter((g) => g.id === 'refresh').map((g) => [g.file, g.checks])).toEqual([
      ['a', 2],
      ['b', 1],
    ]);
    expect(plan.filter((g) => g.id === 'code')).toHaveLength(2);
  });

  it('sets conditional grants apart, and compares with the authorizations made', () => {
    const made = [
      { label: 'x', ms: 1, kind: 'callback', pages: ['consent'], grant: 'member grant' },
      { label: 'y', ms: 1, kind: 'callback', pages: ['consent'] },
    ];
    const p = grantPlan(plan, made);
    expect(p).toMatchObject({ consentsPlanned: 5, consentsConditional: 1, grantAuthorizations: 1, probeDrives: 1, probeConsents: 1 });
  });
});

describe('declarations', () => {
  it('refuse a grant the check did not declare, and grant() outside a declared grant', async () => {
    const mine = ownGrant('mine', MEMBER_SHAPE, undefined, async () => 'ok');
    const other = fileGrant('other', MEMBER_SHAPE, undefined, async () => 'no');
    await expect(declaring(['mine'], () => mine())).resolves.toBe('ok');
    await expect(declaring(['mine'], () => other())).rejects.toThrow(/asks for the grant "other" without declaring it/);
    await expect(
      declaring([], () => grant({ client: { clientId: 'c', redirectUri: 'http://127.0.0.1/', scopes: [] }, label: 'x' })),
    ).rejects.toThrow(/grant\(\) outside a declared grant/);
  });
});

describe('a fallback', () => {
  const withResource = fallbackGrant<string>('fallback', MEMBER_SHAPE, 'the first shape was refused');
  const first = runGrant(
    'first shape',
    { ...MEMBER_SHAPE, resource: 'none' },
    async () => withResource(async () => grantBeingObtained()!),
    { encode: (v) => v, decode: (v) => v as string },
    undefined,
    [withResource],
  );

  it('is declared with its grant and planned as conditional', () => {
    expect(first.fallbacks).toEqual([withResource.decl]);
    const p = grantPlan(planOf([{ file: 'a', title: 'a1', grants: [first.decl, ...first.fallbacks!] }]), []);
    expect(p).toMatchObject({ consentsPlanned: 1, consentsConditional: 1 });
  });

  it("is asked for inside its grant's flow only, under its own id", async () => {
    await expect(declaring(['first shape', 'fallback'], () => first())).resolves.toBe('fallback');
    await expect(withResource(async () => 'x')).rejects.toThrow(/outside its grant's flow/);
  });
});
