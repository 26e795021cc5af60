// The relation "get-post" (lib/relations/get-post.ts) over every member of the model it governs (lib/surface).
import { generate } from '../../lib/relations/generate.ts';
import { relation } from '../../lib/relations/index.ts';

generate(relation('get-post'));
