// Typed errors of the harness itself, with stable codes, kept apart from target failures.
import type { Exchange } from './types.ts';

export type HarnessErrorCode =
  | 'ERR_TARGET_UNREACHABLE'
  | 'ERR_TIMEOUT'
  | 'ERR_RESPONSE_TOO_LARGE'
  | 'ERR_CONFIG'
  | 'ERR_CONSENT_PAGE_UNKNOWN'
  | 'ERR_LOGIN_CONFIG'
  | 'ERR_BROWSER'
  | 'ERR_STARTUP_DEADLINE'
  | 'ERR_RUN_DEADLINE'
  | 'ERR_CHECK_TIMEOUT'
  | 'ERR_ORPHAN_BLOCK'
  | 'ERR_HARNESS';

/** A harness error: the harness (or its infrastructure) could not judge, whatever the target did. */
export class HarnessError extends Error {
  constructor(
    readonly code: HarnessErrorCode,
    message: string,
  ) {
    super(`[${code}] ${message}`);
    this.name = 'HarnessError';
  }
}

/** An error's stable code (ERR_HARNESS when it has none) and message, as a run error records them. */
export function codeAndMessage(e: unknown): { code: string; message: string } {
  const code = (e as { code?: unknown }).code;
  return {
    code: typeof code === 'string' && code.startsWith('ERR_') ? code : 'ERR_HARNESS',
    message: (e as Error).message ?? String(e),
  };
}

/** No answer could be judged at all: the target cannot be reached, or went down mid-run. */
export function isInfrastructure(e: unknown): boolean {
  return e instanceof TransportError && (e.code === 'ERR_TARGET_UNREACHABLE' || e.code === 'ERR_TARGET_DOWN');
}

export type TransportErrorCode =
  | 'ERR_TARGET_UNREACHABLE'
  | 'ERR_TARGET_DOWN'
  | 'ERR_TIMEOUT'
  | 'ERR_RESPONSE_TOO_LARGE'
  | 'ERR_HEADERS_TOO_LARGE'
  | 'ERR_CONNECTION_CLOSED'
  | 'ERR_BAD_RESPONSE'
  | 'ERR_OFF_ORIGIN'
  | 'ERR_TLS_CERT';

/**
 * A transport failure: no usable response. A target that cannot be reached (or went down) is a
 * harness error; a timeout, an oversized body or header section, a connection closed before the
 * answer, an answer that is not HTTP, or a URL outside the configured origins is the target's doing
 * and fails the check (lib/harness/outcome.ts).
 */
export class TransportError extends Error {
  /** the failed exchange as evidence, masked when read (lib/http/client.ts sets it) */
  exchange?: () => Exchange;

  constructor(
    readonly code: TransportErrorCode,
    message: string,
  ) {
    super(`[${code}] ${message}`);
    this.name = 'TransportError';
  }
}
