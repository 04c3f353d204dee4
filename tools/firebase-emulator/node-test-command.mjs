// The node:test command line both runners use: readable output on the terminal and the counts as a
// JSON report for tools/test-all.mjs.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const here = new URL('.', import.meta.url).pathname;

/** Every `*.test.mjs` directly in the given folders of this package, in a stable order. */
export function testFiles(...folders) {
  return folders.flatMap((folder) =>
    readdirSync(join(here, folder))
      .filter((name) => name.endsWith('.test.mjs'))
      .sort()
      .map((name) => join(here, folder, name)),
  );
}

/** Arguments for `node` that run `files` and write the counts to `reportFile`. */
export function nodeTestArguments(files, reportFile) {
  return [
    '--test',
    '--test-reporter=spec',
    '--test-reporter-destination=stdout',
    `--test-reporter=${join(here, 'json-report.mjs')}`,
    `--test-reporter-destination=${reportFile}`,
    ...files,
  ];
}
