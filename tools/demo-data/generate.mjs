/**
 * Validates the demo data source tables and writes the catalogue and account the demo-data library seeds from.
 * Usage: npm run demo-data. Exits non-zero, listing every problem, when a table is invalid.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CatalogueValidationError, buildCatalogue, generatedFiles } from './build-catalogue.mjs';
import { summariseCatalogue } from './summary.mjs';

const outputFolder = fileURLToPath(new URL('../../libs/demo-data/src/generated/', import.meta.url));

let catalogue;
try {
  catalogue = buildCatalogue();
} catch (error) {
  if (!(error instanceof CatalogueValidationError)) throw error;
  console.error(error.message);
  process.exit(1);
}

await mkdir(outputFolder, { recursive: true });
for (const line of summariseCatalogue(catalogue)) console.log(line);
for (const [name, text] of Object.entries(generatedFiles(catalogue))) {
  const outputPath = join(outputFolder, name);
  const previous = await readFile(outputPath, 'utf8').catch(() => null);
  await writeFile(outputPath, text);
  console.log(`${previous === text ? 'Unchanged' : 'Wrote'} ${relative(process.cwd(), outputPath)}`);
}
