// A consent for a check: made by the run's service process, next to the run's browser
// (lib/browser/remote.ts); evidence into the current transcript, screenshots into the run directory.
import { inject } from 'vitest';
import { HarnessError } from '../http/errors.ts';
import type { ConsentOutcome, ConsentRequest } from './driver.ts';
import { driveRemotely } from './remote.ts';

export async function consent(req: ConsentRequest): Promise<ConsentOutcome> {
  const service = inject('drives');
  if (!service) throw new HarnessError('ERR_HARNESS', 'this check needs the browser, but the run did not start one');
  return driveRemotely(service, req);
}
