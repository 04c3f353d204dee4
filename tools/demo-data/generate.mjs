/**
 * Validates the demo data source tables and writes the catalogue the demo-data library seeds from.
 * Usage: npm run demo-data. Exits non-zero, listing every problem, when a table is invalid.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CatalogueValidationError, buildCatalogue, serializeCatalogue } from './build-catalogue.mjs';
import { summariseCatalogue } from './summary.mjs';

const outputPath = fileURLToPath(new URL('../../libs/demo-data/src/generated/demo-catalogue.json', import.meta.url));

let catalogue;
try {
  catalogue = buildCatalogue();
} catch (error) {
  if (!(error instanceof CatalogueValidationError)) throw error;
  console.error(error.message);
  process.exit(1);
}

const text = serializeCatalogue(catalogue);
const previous = await readFile(outputPath, 'utf8').catch(() => null);
await mkdir(dirname(outputPath), { recursive: true });
await writeFile(outputPath, text);

for (const line of summariseCatalogue(catalogue)) console.log(line);
console.log(`${previous === text ? 'Unchanged' : 'Wrote'} ${relative(process.cwd(), outputPath)}`);
