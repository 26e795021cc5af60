// The relation "lifetimes" (lib/relations/lifetimes.ts) over every member of the model it governs (lib/surface).
import { generate } from '../../lib/relations/generate.ts';
import { relation } from '../../lib/relations/index.ts';

generate(relation('lifetimes'));
