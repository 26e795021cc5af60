// Shard 1 of the each-check-alone walk (test/support/check-alone-shard.ts).
import { describeCheckAlone } from '../support/check-alone-shard.ts';

await describeCheckAlone(1);
