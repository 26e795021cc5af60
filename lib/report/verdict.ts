// The verdict of a run in words, the same in the console, the HTML report and the GitHub summary:
// PASS only for a complete run; a pass of less than everything says what it left out.
import type { NotTested, RunSummary } from './types.ts';

const WORD: Record<number, string> = { 0: 'PASS', 1: 'FAIL', 2: 'CONFIGURATION ERROR', 3: 'TARGET UNREACHABLE', 4: 'HARNESS ERROR' };

/** "2 suites, 31 clauses not tested" (what a reader needs to know first). */
export function notTestedPhrase(n: NotTested): string {
  const plural = (k: number, what: string) => `${k} ${what}${k === 1 ? '' : 's'}`;
  const parts = [n.suites.length ? plural(n.suites.length, 'suite') : '', n.clauses.length ? plural(n.clauses.length, 'clause') : ''];
  const counted = parts.filter(Boolean).join(', ');
  if (counted) return `${counted} not tested`;
  if (n.checks.notTestable) return `${plural(n.checks.notTestable, 'check')} not testable`;
  return n.reasons[0] ?? 'not every check reached a verdict';
}

export function verdictWord(s: Pick<RunSummary, 'exitCode'> & Partial<Pick<RunSummary, 'runErrors'>>): string {
  if (s.exitCode === 3 && s.runErrors?.some((e) => e.code === 'ERR_TLS_CERT')) return 'TARGET CERTIFICATE NOT TRUSTED';
  if (s.exitCode === 3 && s.runErrors?.some((e) => e.code === 'ERR_START')) return 'SERVER DID NOT START';
  return WORD[s.exitCode] ?? 'FAIL';
}

/** "PASS", "PASS (incomplete: 2 suites, 31 clauses not tested)", "FAIL", "FAIL (2 stale baseline entries)"… */
export function verdictLine(
  s: Pick<RunSummary, 'exitCode' | 'complete' | 'notTested' | 'baseline'> & Partial<Pick<RunSummary, 'runErrors'>>,
): string {
  const notes: string[] = [];
  if (!s.complete) notes.push(`incomplete: ${notTestedPhrase(s.notTested)}`);
  if (s.baseline?.expected) notes.push(`${s.baseline.expected} expected`);
  if (s.baseline?.stale) notes.push(`${s.baseline.stale} stale baseline entr${s.baseline.stale === 1 ? 'y' : 'ies'}`);
  return `${verdictWord(s)}${notes.length ? ` (${notes.join('; ')})` : ''}`;
}
