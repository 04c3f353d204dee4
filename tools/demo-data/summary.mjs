import { LOCALES, REQUIRED_CATEGORIES, canonicalCategory, isScenario } from './rules.mjs';

/** Human-readable counts of a built catalogue, printed by the generator so a reviewer sees the shape at once. */
export function summariseCatalogue(catalogue) {
  const lines = [];
  for (const locale of LOCALES) {
    const documents = Object.values(catalogue.catalogue[locale]);
    const regular = documents.filter((document) => !isScenario(document.default_answer.type));
    const top = regular.filter((document) => document.top).length;
    lines.push(
      `${locale}: ${regular.length} questions, ${top} top (${((top / regular.length) * 100).toFixed(1)}%), ` +
        `${documents.length - regular.length} scenario items, ${Object.keys(catalogue.answers[locale]).length} demo answers`,
    );
  }
  const regular = Object.values(catalogue.catalogue[LOCALES[0]]).filter((document) => !isScenario(document.default_answer.type));
  const perCategory = REQUIRED_CATEGORIES.map((category) => {
    const inCategory = regular.filter((document) => canonicalCategory(document.category) === category);
    const corporate = inCategory.filter((document) => document.customer_type === 'corporate').length;
    const individual = inCategory.filter((document) => document.customer_type === 'individual').length;
    const split = corporate + individual > 0 ? ` (${individual} individual, ${corporate} corporate)` : '';
    return `${category} ${inCategory.length}${split}`;
  });
  lines.push(`per category: ${perCategory.join(', ')}`);
  return lines;
}
