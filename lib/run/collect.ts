// Lists the suites' tests without running them (vitest collection), for `cs-conformance list`.
import { tmpdir } from 'node:os';
import { relative, sep } from 'node:path';
import { createVitest } from 'vitest/node';
import { loadConfig } from '../config/load.ts';
import type { GrantDecl } from '../harness/grants.ts';
import { suiteOf } from './collector.ts';
import { packageRoot, suiteFilters, viteOverrides, vitestOptions } from './vitest-options.ts';
import { currentBuild, sourceOf } from '../boot/modules.ts';

export interface ListedTest {
  suite: string;
  file: string;
  title: string;
  clauses: string[];
  /** the grants it declares (lib/flows/plan.ts) */
  grants: GrantDecl[];
}

export async function collectTests(suites: string[] = []): Promise<ListedTest[]> {
  const config = loadConfig({ env: {}, flags: { baseUrl: 'http://127.0.0.1:1' } });
  const build = await currentBuild();
  const run = { config, runId: 'list', runDir: tmpdir(), seed: 0, workers: 2, embeddedReference: false, needsBrowser: false, build };
  const vitest = await createVitest('test', { ...vitestOptions(run, false), reporters: [] }, viteOverrides);
  try {
    const { testModules } = await vitest.collect(suiteFilters(suites));
    return testModules
      .flatMap((m) => {
        const file = build ? sourceOf(m.moduleId, build) : relative(packageRoot, m.moduleId).split(sep).join('/');
        return [...m.children.allTests()].map((t) => ({
          suite: suiteOf(file),
          file,
          title: t.name,
          clauses: t.meta().clauses ?? [],
          grants: t.meta().grants ?? [],
        }));
      })
      .sort((a, b) => a.file.localeCompare(b.file) || a.title.localeCompare(b.title));
  } finally {
    await vitest.close();
  }
}
