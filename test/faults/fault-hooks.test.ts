// Every fault's hooks name checks and patch points that exist (the types say so at compile time;
// this says so at run time, e.g. for a fault loaded from a file the compiler did not see), and
// every listed name is consulted by the server, so a typo on either side cannot make a fault that
// does nothing.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadFaults } from '../../fixtures/reference/faults/index.ts';
import { CHECK_NAMES, PATCH_POINTS } from '../../fixtures/reference/hook-names.ts';

const root = fileURLToPath(new URL('../../fixtures/reference/', import.meta.url));
const faults = await loadFaults();

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'faults' ? [] : sources(path);
    return name.endsWith('.ts') && name !== 'hook-names.ts' ? [readFileSync(path, 'utf8')] : [];
  });
}
const server = sources(root).join('\n');

describe('fault hooks', () => {
  for (const fault of faults) {
    it(`${fault.id} names only checks and patch points that exist`, () => {
      expect((fault.hooks.skip ?? []).filter((n) => !(CHECK_NAMES as readonly string[]).includes(n))).toEqual([]);
      expect(Object.keys(fault.hooks.patch ?? {}).filter((n) => !(PATCH_POINTS as readonly string[]).includes(n))).toEqual([]);
    });
  }

  it('every named check and patch point is consulted by the server', () => {
    const quoted = (n: string) => `['\`]${n.replace(/[.]/g, '\\.')}['\`]`;
    const consulted = (name: string) =>
      new RegExp(`\\b(skips?|patch)(<\\w+>)?\\(\\s*${quoted(name)}`).test(server) ||
      // authorize.<name>: the request checks run as run('<name>', …) or are asked skips('<name>'); <module>.error: errorReply(e, '<module>', …)
      new RegExp(`\\b(run|skips)\\(${quoted(name.replace(/^authorize\./, ''))}`).test(server) ||
      new RegExp(`errorReply\\(e, ${quoted(name.replace(/\.error$/, ''))}`).test(server);
    expect([...CHECK_NAMES, ...PATCH_POINTS].filter((n) => !consulted(n))).toEqual([]);
  });
});
