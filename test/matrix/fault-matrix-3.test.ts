// Shard 3 of the fault-detection matrix (test/support/fault-matrix-shard.ts).
import { describeFaultMatrix } from '../support/fault-matrix-shard.ts';

await describeFaultMatrix(3);
