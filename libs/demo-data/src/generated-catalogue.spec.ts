import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// The generator is a workspace script, not a library. This spec is the one place that reaches into it,
// to prove that the checked-in catalogue is what the current source tables produce.
// eslint-disable-next-line @nx/enforce-module-boundaries -- tools/ is no project to import by alias; tests only
import {
  CatalogueValidationError,
  buildCatalogue,
  demoSources,
  generatedFiles,
  type DemoSources,
  type FaqSource,
} from '../../../tools/demo-data/build-catalogue.mjs';

const generated = (name: string) => readFileSync(new URL(`./generated/${name}`, import.meta.url), 'utf8');

/** The problems the generator reports for some source tables; empty when it accepts them. */
function problemsOf(sources: DemoSources): string[] {
  try {
    buildCatalogue(sources);
    return [];
  } catch (error) {
    if (error instanceof CatalogueValidationError) return error.problems;
    throw error;
  }
}

function firstFaq(sources: DemoSources, category: string): FaqSource {
  const entry = sources.faqs.find((item) => item.category === category);
  if (entry === undefined) throw new Error(`No FAQ of category ${category}.`);
  return entry;
}

describe('generated demo catalogue', () => {
  it('is up to date with the source tables', () => {
    for (const [name, rebuilt] of Object.entries(generatedFiles(buildCatalogue()))) {
      expect(generated(name), `${name} is stale: run \`npm run demo-data\` and keep the result.`).toBe(rebuilt);
    }
  });

  it('does not depend on the order of the source tables', () => {
    const reordered: DemoSources = { ...demoSources, faqs: [...demoSources.faqs].reverse(), answers: [...demoSources.answers].reverse() };

    expect(generatedFiles(buildCatalogue(reordered))).toEqual(generatedFiles(buildCatalogue()));
  });

  it('accepts the checked-in source tables', () => {
    expect(problemsOf(demoSources)).toEqual([]);
  });

  it('refuses entries with a duplicate id, a missing language, Latin Macedonian or an unknown category, naming each', () => {
    const broken = structuredClone(demoSources);
    const card = firstFaq(broken, 'Cards');
    const loan = firstFaq(broken, 'Loans');
    const deposit = firstFaq(broken, 'Deposits');
    broken.faqs.push(structuredClone(card));
    delete (loan as Partial<FaqSource>).sq;
    deposit.mk.question = 'How do I open a term deposit?';
    firstFaq(broken, 'Other').category = 'Miscellaneous';

    expect(problemsOf(broken)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(new RegExp(`"${card.id}" is defined more than once`)),
        expect.stringMatching(new RegExp(`"${loan.id}" is missing its "sq" texts`)),
        expect.stringMatching(new RegExp(`"${deposit.id}" mk.question is not Macedonian in Cyrillic`)),
        expect.stringMatching(/category "Miscellaneous"/),
      ]),
    );
  });

  it('refuses a catalogue that is too small, misses a category or has too many top questions', () => {
    const allTop = structuredClone(demoSources);
    for (const entry of allTop.faqs) entry.top = true;
    const withoutTerminology = { ...demoSources, faqs: demoSources.faqs.filter((entry) => entry.category !== 'Terminology') };
    const tooSmall = { ...demoSources, faqs: demoSources.faqs.slice(0, 40) };

    expect(problemsOf(allTop)).toEqual(expect.arrayContaining([expect.stringMatching(/Top questions are 100\.0%/)]));
    expect(problemsOf(withoutTerminology)).toEqual(expect.arrayContaining([expect.stringMatching(/Category "Terminology" has 0/)]));
    expect(problemsOf(tooSmall)).toEqual(expect.arrayContaining([expect.stringMatching(/Only \d+ regular questions/)]));
  });

  it('refuses wrong customer types and bank answers that copy the default answer', () => {
    const broken = structuredClone(demoSources);
    const corporate = firstFaq(broken, 'corporate-faqs');
    corporate.customer_type = 'individual';
    const answer = broken.answers[0];
    if (answer === undefined) throw new Error('No demo answers.');
    const question = broken.faqs.find((entry) => entry.id === answer.id);
    if (question === undefined) throw new Error(`No question for answer ${answer.id}.`);
    answer.en = question.en.answer;

    expect(problemsOf(broken)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(new RegExp(`"${corporate.id}" is a corporate FAQ`)),
        expect.stringMatching(new RegExp(`"${answer.id}" en repeats the default answer`)),
      ]),
    );
  });
});
