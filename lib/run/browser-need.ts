// Which suite files need the browser, derived from their imports rather than listed by hand: a file
// needs it when it reaches lib/browser/consent.ts (the one door to a consent) through its imports.
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { listSuiteFiles } from './suite-files.ts';

const CONSENT = 'lib/browser/consent.ts';

function importsOf(root: string, file: string): string[] {
  const text = readFileSync(join(root, file), 'utf8');
  const specs = [
    ...text.matchAll(/(?:^|\n)\s*(?:import|export)\b[^'"]*?from\s+['"](\.[^'"]+)['"]/g),
    ...text.matchAll(/import\(\s*['"](\.[^'"]+)['"]\s*\)/g),
  ];
  return specs.map((m) => relative(root, resolve(root, dirname(file), m[1]!)));
}

function reaches(root: string, file: string, seen: Map<string, boolean>): boolean {
  const known = seen.get(file);
  if (known !== undefined) return known;
  seen.set(file, false); // a cycle does not reach it by itself
  const found = file === CONSENT || importsOf(root, file).some((f) => f.endsWith('.ts') && reaches(root, f, seen));
  seen.set(file, found);
  return found;
}

/** The suite files (paths from the package root) that need a browser. */
export function browserSuiteFiles(root: string): string[] {
  const seen = new Map<string, boolean>();
  return listSuiteFiles(root).filter((f) => reaches(root, f, seen));
}
