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

/**
 * A harness error. Its name and the `[CODE]` prefix of its message survive vitest's error
 * serialisation, which is how the reporter sorts it into its own bucket.
 */
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
 * A transport failure: no usable response. Unreachable targets are harness errors; a timeout or
 * an oversized response is the target's doing and fails the check.
 */
export class TransportError extends Error {
  constructor(
    readonly code: 'ERR_TARGET_UNREACHABLE' | 'ERR_TIMEOUT' | 'ERR_RESPONSE_TOO_LARGE',
    message: string,
  ) {
    super(`[${code}] ${message}`);
    this.name = code === 'ERR_TARGET_UNREACHABLE' ? 'HarnessError' : 'TransportError';
  }
}

export function harnessErrorCode(message: string): string | undefined {
  return /^\[(ERR_[A-Z_]+)\]/.exec(message)?.[1];
}
