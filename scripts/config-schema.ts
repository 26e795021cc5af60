// Generates schema/config.schema.json from the zod config schema (npm run schema). Without
// --write it prints the schema, which the self-test compares with the committed file.
import { writeFileSync } from 'node:fs';
import { configJsonSchema } from '../lib/config/json-schema.ts';

const text = `${JSON.stringify(configJsonSchema(), null, 2)}\n`;
if (process.argv.includes('--write')) writeFileSync(new URL('../schema/config.schema.json', import.meta.url), text);
else process.stdout.write(text);
