// How a check says what went wrong: a summary line, then `Expected:` and `Actual:` lines that a
// reader can judge without the spec (the h2spec shape).

export class CheckFailure extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CheckFailure';
  }
}

export function fail(summary: string, expected: string, actual: string): never {
  throw new CheckFailure(`${summary}\nExpected: ${expected}\nActual: ${actual}`);
}

/** A prerequisite the configuration does not give: a failure, never a silent skip. */
export function notTestable(what: string): never {
  throw new CheckFailure(`Not testable: ${what}`);
}

/** A short, single-line rendering of any value for an `Actual:` line. */
export function show(value: unknown, max = 300): string {
  let text: string;
  if (value === undefined) text = '(absent)';
  else if (typeof value === 'string') text = JSON.stringify(value);
  else {
    try {
      text = JSON.stringify(value);
    } catch {
      text = String(value);
    }
  }
  return text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text;
}
