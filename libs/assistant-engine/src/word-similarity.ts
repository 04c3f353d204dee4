/** How much a customer's word counts as a word of the bank's text: 1 the same, 0 unrelated. */
export const SAME_WORD = 1;
export const OTHER_ENDING = 0.85;
export const TYPO = 0.7;

/** Endings longer than this are another word ("card" is not "cardholder"). */
const MAX_ENDING = 4;

/**
 * Inflected forms share their start: "кредит", "кредитот", "krediti"; "karticka", "karticki";
 * "account", "accounts". Both words must keep at least four letters in common, and the shorter may
 * differ from the longer only in its last two.
 */
function isOtherEnding(a: string, b: string): boolean {
  const shorter = Math.min(a.length, b.length);
  if (shorter < 4) return false;
  let common = 0;
  while (common < shorter && a[common] === b[common]) common += 1;
  return common >= 4 && common >= shorter - 2 && Math.max(a.length, b.length) - common <= MAX_ENDING;
}

/** Damerau–Levenshtein distance (adjacent swaps count one), giving up above `limit`. */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const beyond = limit + 1;
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMinimum = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] ?? beyond) + 1, (current[j - 1] ?? beyond) + 1, (previous[j - 1] ?? beyond) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, (beforePrevious[j - 2] ?? beyond) + 1);
      current.push(value);
      rowMinimum = Math.min(rowMinimum, value);
    }
    if (rowMinimum > limit) return beyond;
    beforePrevious = previous;
    previous = current;
  }
  return previous[b.length] ?? beyond;
}

/** Typos allowed in a word of this length: none in short words, where one letter makes another word. */
function allowedTypos(length: number): number {
  if (length >= 9) return 2;
  return length >= 5 ? 1 : 0;
}

/**
 * How well `query` (a customer's folded word) stands for `word` (a folded word of the bank's text):
 * the same word, another ending of it, or a typo of it (or of another ending).
 */
export function wordSimilarity(query: string, word: string): number {
  if (query === word) return SAME_WORD;
  if (isOtherEnding(query, word)) return OTHER_ENDING;
  const typos = allowedTypos(Math.min(query.length, word.length));
  // People rarely mistype the first letter; checking it first spares most distance computations.
  if (typos === 0 || (query[0] !== word[0] && query[0] !== word[1])) return 0;
  if (editDistance(query, word, typos) <= typos) return TYPO;
  // A typo in an inflected form: compare the starts the endings hang on.
  const stem = Math.min(query.length, word.length) - 2;
  if (stem >= 5 && editDistance(query.slice(0, stem), word.slice(0, stem), 1) <= 1) return TYPO * OTHER_ENDING;
  return 0;
}
