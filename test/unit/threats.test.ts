// The threat map and the report's threat view: every clause the map names exists, every security
// clause defends against some threat, and a threat's status follows its clauses' statuses.
import { describe, expect, it } from 'vitest';
import { clauses } from '../../lib/spec/registry.ts';
import { checkThreatMap, threatClauses, threats } from '../../lib/spec/threats.ts';
import { threatSection, threatVerdicts } from '../../lib/report/html-threats.ts';
import { renderHtml } from '../../lib/report/html.ts';
import type { ClauseSummary, RunSummary } from '../../lib/report/types.ts';

const zero = { total: 0, passed: 0, failed: 0, warning: 0, skipped: 0, blocked: 0, notTestable: 0, error: 0 };

function summaryWith(status: (id: string) => ClauseSummary['status']): RunSummary {
  return {
    runId: 'run-threats',
    target: { baseUrl: 'https://school.example', embeddedReference: false },
    startedAt: '2026-01-01T00:00:00.000Z',
    finishedAt: '2026-01-01T00:00:01.000Z',
    durationMs: 1000,
    harnessVersion: '0.1.0',
    specHash: 'abc',
    seed: 1,
    strict: false,
    suites: [],
    totals: zero,
    perSuite: {},
    tests: [],
    clauses: clauses.map((c) => ({
      id: c.id,
      section: c.section,
      level: c.level,
      quote: c.quote,
      status: status(c.id),
      tests: [`${c.id} a check`],
    })),
    runErrors: [],
    complete: false,
    notTested: { suites: [], clauses: [], checks: { notTestable: 0, blocked: 0, error: 0 }, reasons: [] },
    selection: { suites: [], clauses: [] },
    exitCode: 0,
  };
}

describe('threat map', () => {
  it('names only clauses of the registry, each threat once', () => {
    expect(() => checkThreatMap()).not.toThrow();
    const ids = threats.map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const t of threats) expect(t.clauses.length > 0 || !!t.note, `${t.id} has no defence and no note saying why`).toBe(true);
  });

  it('puts every security clause under some threat, and quotes each from its source', () => {
    const mapped = new Set(threatClauses());
    for (const c of clauses.filter((x) => x.id.startsWith('security/'))) {
      expect(mapped.has(c.id), c.id).toBe(true);
      expect(c.source, `${c.id} names the RFC its quote comes from`).toBeTruthy();
    }
  });

  it('covers the attack sections of RFC 9700 §4.1–§4.16', () => {
    for (let n = 1; n <= 16; n++)
      expect(
        threats.some((t) => new RegExp(`RFC 9700 §4\\.${n}\\b`).test(t.source)),
        `§4.${n}`,
      ).toBe(true);
  });
});

describe('threat view', () => {
  it('is protected when every defence passed, vulnerable when one failed or warned, not tested otherwise', () => {
    const all = threatVerdicts(summaryWith(() => 'passed'));
    expect(all.filter((v) => v.threat.clauses.length).every((v) => v.status === 'protected')).toBe(true);
    expect(all.filter((v) => !v.threat.clauses.length).every((v) => v.status === 'not-tested')).toBe(true);

    const clickjacking = (s: RunSummary) => threatVerdicts(s).find((v) => v.threat.id === 'clickjacking')!;
    expect(clickjacking(summaryWith((id) => (id === 'security/clickjacking/csp' ? 'warning' : 'passed'))).status).toBe('vulnerable');
    expect(clickjacking(summaryWith((id) => (id === 'security/clickjacking/framing' ? 'failed' : 'passed'))).status).toBe('vulnerable');
    const partly = clickjacking(summaryWith((id) => (id === 'security/clickjacking/csp' ? 'not-testable' : 'passed')));
    expect(partly.status).toBe('not-tested');
    expect(partly.why).toMatch(/1 of 2/);
    expect(clickjacking(summaryWith(() => 'untested')).status).toBe('not-tested');
  });

  it('renders in report.html with links to the clauses, escaped', () => {
    const s = summaryWith((id) => (id === 'security/refresh/rotation' ? 'failed' : 'passed'));
    const section = threatSection(s, new Map([['security/refresh/rotation a check', 3]]));
    expect(section).toContain('id="threat-refresh-token-protection"');
    expect(section).toContain('href="#clause-security_refresh_rotation"');
    expect(section).toContain('href="#test-3"');
    expect(section).toMatch(/th-vulnerable/);
    const html = renderHtml(
      s,
      () => undefined,
      () => undefined,
    );
    expect(html).toContain('<section id="threats">');
    expect(html).toContain('href="#threats"');
  });
});
