// Counters for the benchmark: HTTP exchanges, consents and fuzz cases, per process, appended to
// <runDir>/metrics.ndjson when a suite file (or the global setup) ends, and summed by the run.
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface Metrics {
  exchanges: number;
  consents: number;
  consentMs: number;
  fuzzCases: number;
  fuzzMs: number;
}

const zero = (): Metrics => ({ exchanges: 0, consents: 0, consentMs: 0, fuzzCases: 0, fuzzMs: 0 });
let counts = zero();

export const count = {
  exchange: () => void counts.exchanges++,
  consent: (ms: number) => {
    counts.consents++;
    counts.consentMs += ms;
  },
  fuzz: (cases: number, ms: number) => {
    counts.fuzzCases += cases;
    counts.fuzzMs += ms;
  },
};

export const METRICS_FILE = 'metrics.ndjson';

export function flushMetrics(runDir: string): void {
  const c = counts;
  counts = zero();
  if (c.exchanges || c.consents || c.fuzzCases) appendFileSync(join(runDir, METRICS_FILE), `${JSON.stringify(c)}\n`);
}

export interface RunMetrics extends Metrics {
  meanConsentMs: number;
  fuzzCasesPerSecond: number;
}

export function readMetrics(runDir: string): RunMetrics {
  const file = join(runDir, METRICS_FILE);
  const total = zero();
  if (existsSync(file)) {
    for (const line of readFileSync(file, 'utf8').split('\n').filter(Boolean)) {
      const m = JSON.parse(line) as Metrics;
      for (const k of Object.keys(total) as (keyof Metrics)[]) total[k] += m[k];
    }
  }
  return {
    ...total,
    meanConsentMs: total.consents ? Math.round(total.consentMs / total.consents) : 0,
    fuzzCasesPerSecond: total.fuzzMs ? Math.round((total.fuzzCases / total.fuzzMs) * 1000) : 0,
  };
}
