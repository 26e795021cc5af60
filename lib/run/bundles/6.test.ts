// Bundle 6 of a run's suite files (lib/run/bundles.ts): the files this worker runs side by side.
import { runBundle } from '../worker.ts';

runBundle(6);
