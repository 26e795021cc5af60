// lib's folders import one way: the graph of folder-to-folder imports has no cycle, and lib and
// suites never import the reference servers (fixtures/), but for the CLI's door to them.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

function files(dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = join(dir, name);
    return statSync(join(root, path)).isDirectory() ? files(path) : path.endsWith('.ts') ? [path] : [];
  });
}

/** Relative import specifiers of a module, resolved to paths from the project root. */
function imports(file: string): string[] {
  const text = readFileSync(join(root, file), 'utf8');
  const specs = [
    ...text.matchAll(/(?:^|\n)\s*(?:import|export)\b[^'"]*?from\s+['"](\.[^'"]+)['"]/g),
    ...text.matchAll(/import\(\s*['"](\.[^'"]+)['"]\s*\)/g),
  ];
  return specs.map((m) => relative(root, resolve(root, dirname(file), m[1]!)));
}

const folderOf = (file: string) => /^lib\/([^/]+)\//.exec(file)?.[1];

/** lib folder → the lib folders it imports. */
function folderGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of files('lib')) {
    const from = folderOf(file)!;
    const edges = graph.get(from) ?? new Set<string>();
    graph.set(from, edges);
    for (const to of imports(file).map(folderOf)) if (to && to !== from) edges.add(to);
  }
  return graph;
}

function cycles(graph: Map<string, Set<string>>): string[] {
  const found: string[] = [];
  const state = new Map<string, 'open' | 'done'>();
  const visit = (node: string, path: string[]) => {
    if (state.get(node) === 'done') return;
    if (state.get(node) === 'open') return void found.push([...path.slice(path.indexOf(node)), node].join(' → '));
    state.set(node, 'open');
    for (const next of graph.get(node) ?? []) visit(next, [...path, node]);
    state.set(node, 'done');
  };
  for (const node of [...graph.keys()].sort()) visit(node, []);
  return found;
}

describe('layers', () => {
  it("lib's folders import each other without a cycle", () => {
    expect(cycles(folderGraph())).toEqual([]);
  });

  it('lib and suites never import fixtures/ (only the CLI door lib/cli/reference.ts does)', () => {
    const crossing = [...files('lib'), ...files('suites')]
      .filter((f) => f !== 'lib/cli/reference.ts')
      .filter((f) => imports(f).some((i) => i.startsWith('fixtures/')));
    expect(crossing).toEqual([]);
  });

  it('the reference servers import nothing of the harness', () => {
    const crossing = files('fixtures').filter((f) => imports(f).some((i) => /^(lib|suites)\//.test(i)));
    expect(crossing).toEqual([]);
  });
});
