// Typed errors of the harness itself, with stable codes, kept apart from target failures.

export type HarnessErrorCode =
  | 'ERR_TARGET_UNREACHABLE'
  | 'ERR_TIMEOUT'
  | 'ERR_RESPONSE_TOO_LARGE'
  | 'ERR_CONFIG'
  | 'ERR_CONSENT_PAGE_UNKNOWN'
  | 'ERR_LOGIN_CONFIG'
  | 'ERR_BROWSER'
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

/**
 * A transport failure: no usable response. A target that cannot be reached is a harness error; a
 * timeout or an oversized response is the target's doing and fails the check (lib/harness/outcome.ts).
 */
export class TransportError extends Error {
  constructor(
    readonly code: 'ERR_TARGET_UNREACHABLE' | 'ERR_TIMEOUT' | 'ERR_RESPONSE_TOO_LARGE',
    message: string,
  ) {
    super(`[${code}] ${message}`);
    this.name = 'TransportError';
  }
}
