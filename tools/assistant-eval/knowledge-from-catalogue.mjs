// The demo bank as published, as an assistant's knowledge: every question it shows (scenario items are
// hidden) with the catalogue's variants and the bank's own answer where it wrote one (the standard
// answer elsewhere), and its products, through the same mapping the chat uses.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { importWorkspace } from '../workspace-import.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const catalogueFile = join(here, '..', '..', 'libs', 'demo-data', 'src', 'generated', 'demo-catalogue.json');
const { knowledgeOf } = await importWorkspace('@console/assistant-core');

export function knowledgeFromCatalogue(locale) {
  const { catalogue, answers, products } = JSON.parse(readFileSync(catalogueFile, 'utf8'));
  const faqs = Object.entries(catalogue[locale])
    .filter(([, entry]) => entry.default_answer.type.toLowerCase() !== 'scenario')
    .map(([id, entry]) => ({
      id,
      question: entry.question,
      variants: entry.variants ?? [],
      answer: answers[locale][id]?.answer.text ?? entry.default_answer.text,
      category: entry.category,
      top: entry.top,
      attachments: [],
    }));
  const published = Object.entries(products[locale]).flatMap(([kind, byId]) =>
    Object.entries(byId).map(([id, product]) => ({ id, kind, name: product.texts.name, texts: product.texts, fields: product.fields, photo: null, url: null })),
  );
  return knowledgeOf({ faqs, products: published }, locale);
}
