// Can a run start at all? One GET of the authorization-server metadata, within the start-up
// deadline, before any suite runs. No answer (refused, reset, a hang, a drip slower than the
// deadline) ends the run at once with a report naming the cause (exit 3); any answer, even an
// error or an oversized one, lets the suites judge it.
import type { HarnessConfig } from '../config/load.ts';
import { http } from '../http/client.ts';
import { TransportError } from '../http/errors.ts';
import { resetBreaker } from '../http/breaker.ts';
import type { RunError } from '../report/types.ts';
import { WELL_KNOWN } from '../target/well-known.ts';

export async function probeTarget(config: HarnessConfig): Promise<RunError | undefined> {
  const origin = new URL(config.baseUrl!).origin;
  const startup = config.timeouts.startupMs;
  let timer: NodeJS.Timeout | undefined;
  const overStartup = new Promise<RunError>((resolve) => {
    timer = setTimeout(
      () =>
        resolve({
          code: 'ERR_STARTUP_DEADLINE',
          message: `the target ${origin} gave no answer within the start-up deadline (timeouts.startupMs, ${startup} ms)`,
        }),
      startup,
    );
  });
  const probe = http({ url: origin + WELL_KNOWN.authorizationServer }).then(
    () => undefined,
    (e: unknown): RunError | undefined => {
      if (!(e instanceof TransportError) || e.code === 'ERR_RESPONSE_TOO_LARGE' || e.code === 'ERR_HEADERS_TOO_LARGE') return undefined;
      if (e.code === 'ERR_TLS_CERT') return { code: e.code, message: `the target ${e.message.replace(/^\[ERR_[A-Z_]+\] /, '')}` };
      return {
        code: e.code === 'ERR_TIMEOUT' ? 'ERR_STARTUP_DEADLINE' : 'ERR_TARGET_UNREACHABLE',
        message: `the target ${origin} could not be reached: ${e.message.replace(/^\[ERR_[A-Z_]+\] /, '')}`,
      };
    },
  );
  try {
    return await Promise.race([probe, overStartup]);
  } finally {
    clearTimeout(timer);
    resetBreaker();
  }
}
