// Can the target be reached at all? One GET before any suite runs; no answer means exit 3.
import { configureHttp, http } from '../http/client.ts';
import type { HarnessConfig } from '../config/load.ts';
import { TransportError } from '../http/errors.ts';
import { WELL_KNOWN } from '../target/well-known.ts';

export class UnreachableError extends Error {
  readonly exitCode = 3;
}

export async function probeTarget(config: HarnessConfig): Promise<void> {
  const origin = new URL(config.baseUrl!).origin;
  configureHttp({ connectMs: config.timeouts.connectMs, headersMs: config.timeouts.headersMs, bodyMs: config.timeouts.bodyMs });
  try {
    await http({ url: origin + WELL_KNOWN.authorizationServer });
  } catch (e) {
    if (e instanceof TransportError && e.code !== 'ERR_RESPONSE_TOO_LARGE') {
      throw new UnreachableError(`the target ${origin} could not be reached: ${e.message}`);
    }
    throw e;
  }
}
