// Shared assertions on raw exchanges. Each failure names what was expected and what came back.
import type { HttpResponse } from '../http/client.ts';
import { fail, show } from './failure.ts';

/** One line describing a response, for `Actual:` lines: its body as recorded, secrets masked. */
export function describeResponse(res: HttpResponse): string {
  const type = res.header('content-type') ?? 'no Content-Type';
  const text = compact(res.exchange.response?.body ?? res.body);
  const body = text.length > 200 ? `${text.slice(0, 200)}… (${text.length} bytes)` : text;
  return `HTTP ${res.status}, ${type}, body ${JSON.stringify(body)}`;
}

/** The recorded body of a JSON answer is pretty-printed: on one line it reads better compact. */
function compact(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text));
  } catch {
    return text;
  }
}

export function expectStatus(res: HttpResponse, expected: number[], what: string): void {
  if (!expected.includes(res.status)) {
    fail(what, expected.length > 1 ? `HTTP status one of ${expected.join(', ')}` : `HTTP ${expected[0]}`, describeResponse(res));
  }
}

/** RFC 8259 media type: application/json, any parameters, any case. */
export function isJsonContentType(value: string | undefined): boolean {
  return !!value && /^application\/json\s*(;|$)/i.test(value.trim());
}

export function expectJsonContentType(res: HttpResponse, what: string): void {
  if (!isJsonContentType(res.header('content-type'))) {
    fail(what, 'Content-Type: application/json (parameters allowed)', `Content-Type: ${res.header('content-type') ?? '(absent)'}`);
  }
}

export function expectJsonObject(res: HttpResponse, what: string): Record<string, unknown> {
  const value = res.json();
  if (!value || typeof value !== 'object' || Array.isArray(value)) fail(what, 'a JSON object body', describeResponse(res));
  return value as Record<string, unknown>;
}

export function expectEqual(actual: unknown, expected: unknown, what: string): void {
  if (JSON.stringify(actual) !== JSON.stringify(expected)) fail(what, show(expected), show(actual));
}

export function expectOneOf(actual: unknown, options: unknown[], what: string): void {
  if (!options.some((o) => JSON.stringify(o) === JSON.stringify(actual))) {
    fail(what, `one of ${options.map((o) => show(o)).join(', ')}`, show(actual));
  }
}

export function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((v) => typeof v === 'string');
}

/** An array of strings that contains every one of `items`. */
export function expectContainsAll(value: unknown, items: readonly string[], what: string): void {
  if (!isStringArray(value)) fail(what, `an array of strings containing ${items.join(', ')}`, show(value));
  const missing = items.filter((i) => !value.includes(i));
  if (missing.length) fail(what, `an array containing ${items.join(', ')}`, `${show(value)} — missing ${missing.join(', ')}`);
}

/** An absolute http(s) URL with no fragment (RFC 8414 §2 endpoint values). */
export function expectHttpUrl(value: unknown, what: string): URL {
  if (typeof value !== 'string' || !URL.canParse(value)) fail(what, 'an absolute URL string', show(value));
  const url = new URL(value);
  if (!/^https?:$/.test(url.protocol) || url.hash) fail(what, 'an absolute http(s) URL with no fragment', show(value));
  return url;
}
