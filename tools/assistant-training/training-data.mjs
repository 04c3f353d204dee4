// The assistant's training data of one language: how customers ask each catalogue question (the
// catalogue's own question and variants, and the phrasings of `phrasings/<locale>/`), and banking
// questions the catalogue does not answer (`not-ours/<locale>*.json`), each with its topic.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const catalogueFile = join(here, '..', '..', 'libs', 'demo-data', 'src', 'generated', 'demo-catalogue.json');

/**
 * Guided flows that answer the same question as a catalogue question: they are learned as that
 * question, so the two never compete for a customer's words.
 */
export const SAME_QUESTION_AS = {
  'cards-block-guided': 'cards-block',
  'ebanking-password-reset-guided': 'ebanking-forgot-password',
  'loans-calculator-guided': 'loans-instalment',
};

/** Kinds of phrasing: the catalogue's own, and those of the data files. */
export const PHRASING_KINDS = ['question', 'variant', 'asked', 'stories', 'typos', 'customers'];

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const jsonFiles = (folder, accept) => readdirSync(folder).filter((name) => name.endsWith('.json') && accept(name)).sort().map((name) => join(folder, name));

/** The catalogue's questions of a language: id → its question and variants. */
export function catalogueQuestions(locale) {
  return readJson(catalogueFile).catalogue[locale];
}

/** A text as a repeat is judged: the same words, whatever the case and punctuation. */
export const asWritten = (text) => text.toLocaleLowerCase('und').replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

/** The id a question is learned as. */
export const learnedAs = (id) => SAME_QUESTION_AS[id] ?? id;

/**
 * `{ questions, notOurs, files }`: `questions` maps each learned id to its phrasings
 * (`{ text, kind, file }`), `notOurs` lists `{ text, topic, file }`.
 */
export function trainingData(locale) {
  const questions = new Map();
  const add = (id, text, kind, file) => {
    const list = questions.get(learnedAs(id)) ?? [];
    list.push({ text, kind, file });
    questions.set(learnedAs(id), list);
  };
  for (const [id, entry] of Object.entries(catalogueQuestions(locale))) {
    add(id, entry.question, 'question', 'catalogue');
    for (const variant of entry.variants ?? []) add(id, variant, 'variant', 'catalogue');
  }
  const phrasingFiles = jsonFiles(join(here, 'phrasings', locale), () => true);
  for (const file of phrasingFiles) {
    for (const [id, kinds] of Object.entries(readJson(file))) {
      for (const [kind, texts] of Object.entries(kinds)) for (const text of texts) add(id, text, kind, file);
    }
  }
  const notOurs = [];
  const notOursFiles = jsonFiles(join(here, 'not-ours'), (name) => name === `${locale}.json` || name.startsWith(`${locale}.`));
  for (const file of notOursFiles) {
    for (const [topic, texts] of Object.entries(readJson(file))) for (const text of texts) notOurs.push({ text, topic, file });
  }
  return { questions, notOurs, files: [...phrasingFiles, ...notOursFiles] };
}
