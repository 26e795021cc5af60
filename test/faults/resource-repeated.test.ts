// endpoints/token/resource-repeated judges the outcome, not the client's duty: a server that binds the
// tokens of an exchange without resource to the resource authorized passes that check (RFC 8707 §2.2
// lets it choose the audience); one that binds them to a resource never named fails it.
import { describe, expect, it } from 'vitest';
import { runAgainstReference } from '../support/reference-run.ts';

const verdicts = async (fault: string) =>
  Object.fromEntries(
    (await runAgainstReference([fault], ['token/resource'], undefined, false)).tests.map((t) => [
      t.title.includes('no resource') ? 'omitted' : 'different',
      t.status,
    ]),
  );

describe('endpoints/token/resource-repeated', () => {
  it('passes an exchange without resource bound to the resource authorized', { timeout: 180_000 }, async () => {
    // token-resource-ignored compares nothing: an omitted resource gets the authorized one, another value too
    expect(await verdicts('token-resource-ignored')).toEqual({ omitted: 'passed', different: 'failed' });
  });

  it('fails an exchange without resource bound to another origin', { timeout: 180_000 }, async () => {
    expect(await verdicts('token-resource-omitted-other-site')).toEqual({ omitted: 'failed', different: 'passed' });
  });
});
