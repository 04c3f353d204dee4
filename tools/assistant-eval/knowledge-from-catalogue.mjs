// The demo catalogue as an assistant's knowledge: every question a bank shows (scenario items are
// hidden) with the catalogue's variants, each with the bank's own answer where it wrote one and the
// standard answer elsewhere, so the evaluation measures the engine over the whole catalogue. The
// evaluation questions were written apart from the variants, by someone who had not seen them.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const catalogueFile = join(here, '..', '..', 'libs', 'demo-data', 'src', 'generated', 'demo-catalogue.json');

export function knowledgeFromCatalogue(locale) {
  const { catalogue, answers } = JSON.parse(readFileSync(catalogueFile, 'utf8'));
  return Object.entries(catalogue[locale])
    .filter(([, entry]) => entry.default_answer.type.toLowerCase() !== 'scenario')
    .map(([id, entry]) => ({
      id,
      kind: 'faq',
      title: entry.question,
      variants: entry.variants ?? [],
      text: answers[locale][id]?.answer.text ?? entry.default_answer.text,
      tags: entry.category,
    }));
}
