// The relation "empty-value" (lib/relations/empty-value.ts) over every member of the model it governs (lib/surface).
import { generate } from '../../lib/relations/generate.ts';
import { relation } from '../../lib/relations/index.ts';

generate(relation('empty-value'));
