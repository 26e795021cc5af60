// The relation "method-not-allowed" (lib/relations/http-*.ts) over every endpoint of the model (lib/surface).
import { generate } from '../../lib/relations/generate.ts';
import { relation } from '../../lib/relations/index.ts';

generate(relation('method-not-allowed'));
