// The judge of suites/mcp/session-ids.ts: random ids are never called predictable; counters, clocks
// and repeats are, whatever their base; the answer names no id.
import { randomUUID, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { predictable } from '../../suites/mcp/session-ids.ts';

describe('predictable session ids', () => {
  it('takes random ids (UUIDs, base64url, hex) for unpredictable', () => {
    for (let i = 0; i < 200; i++) {
      expect(predictable([randomUUID(), randomUUID(), randomUUID()])).toBeUndefined();
      expect(predictable([0, 1, 2].map(() => randomBytes(24).toString('base64url')))).toBeUndefined();
      expect(predictable([0, 1, 2].map(() => `mcp-${randomBytes(16).toString('hex')}`))).toBeUndefined();
    }
  });

  it('finds counters, clocks and repeats', () => {
    expect(predictable(['mcp-session-9', 'mcp-session-10', 'mcp-session-11'])).toMatch(/stepping by 1, 1/);
    expect(predictable(['s-00fe', 's-00ff', 's-0100'])).toMatch(/number/);
    expect(predictable(['mcp-1732700000123456789', 'mcp-1732700000223456789', 'mcp-1732700000323456789'])).toMatch(/number/);
    expect(predictable([Date.now().toString(36), (Date.now() + 7).toString(36), (Date.now() + 20).toString(36)])).toMatch(/number/);
    expect(predictable(['abc', 'abc', 'abd'])).toMatch(/twice/);
  });

  it('names no id in its answer', () => {
    expect(predictable(['secret-prefix-41', 'secret-prefix-42', 'secret-prefix-43'])).not.toMatch(/secret/);
  });
});
