// The config's JSON Schema is published up to date, and the README documents every field.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { configJsonSchema } from '../../lib/config/json-schema.ts';
import { ENV } from '../../lib/config/load.ts';

type Schema = { properties?: Record<string, Schema>; items?: Schema; anyOf?: Schema[] };

function fieldPaths(schema: Schema, prefix = ''): string[] {
  const out: string[] = [];
  for (const [key, sub] of Object.entries(schema.properties ?? {})) {
    if (key === '$schema') continue;
    const path = prefix + key;
    const nested = sub.items?.properties ? sub.items : sub;
    const isSecretOrLeaf = !nested.properties;
    if (isSecretOrLeaf || prefix.split('.').length > 1) out.push(path);
    else out.push(...fieldPaths(nested, `${path}${sub.items ? '[].' : '.'}`));
  }
  return out;
}

describe('config documentation', () => {
  it('schema/config.schema.json is what the zod schema generates (run npm run schema)', () => {
    const committed = readFileSync(new URL('../../schema/config.schema.json', import.meta.url), 'utf8');
    expect(committed).toBe(`${JSON.stringify(configJsonSchema(), null, 2)}\n`);
  });

  it('the README documents every config field and environment variable', () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    const paths = fieldPaths(configJsonSchema() as Schema);
    expect(paths.length).toBeGreaterThan(20);
    for (const p of paths) expect(readme, p).toContain(`\`${p}\``);
    for (const v of Object.values(ENV)) expect(readme, v).toContain(`\`${v}\``);
  });
});
