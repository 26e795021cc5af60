// A consent for a check: made by the run's service process, next to the run's browser
// (lib/browser/remote.ts); evidence into the current transcript, screenshots into the run directory
// (or drawn there later, when the check does not pass: lib/browser/captures.ts).
import { inject } from 'vitest';
import { HarnessError } from '../http/errors.ts';
import { drawPendingWith } from '../http/transcript.ts';
import type { ConsentOutcome, ConsentRequest } from './driver.ts';
import { drawRemotely, driveRemotely } from './remote.ts';

// a check that did not pass gets the screenshots its drives held back, drawn by the run's service
drawPendingWith(async (paths) => {
  const service = inject('drives');
  return service ? drawRemotely(service, paths) : [];
});

export async function consent(req: ConsentRequest): Promise<ConsentOutcome> {
  const service = inject('drives');
  if (!service) throw new HarnessError('ERR_HARNESS', 'this check needs the browser, but the run did not start one');
  return driveRemotely(service, req);
}
