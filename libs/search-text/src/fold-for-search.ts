/**
 * Macedonian Cyrillic as people type it in Latin letters (ш → sh, ч → ch, џ → dzh, ѕ → dz, …). Letters
 * with a mark (ѓ, ќ, ѝ) lose it before this, so ѓ reads as г → g, the way it is often typed.
 */
const cyrillicToLatin: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ж: 'zh', з: 'z', ѕ: 'dz', и: 'i', ј: 'j', к: 'k', л: 'l',
  љ: 'lj', м: 'm', н: 'n', њ: 'nj', о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'h', ц: 'c',
  ч: 'ch', џ: 'dzh', ш: 'sh',
  // Serbian and Russian letters a bank's texts may quote.
  ђ: 'dj', ћ: 'c', й: 'j', ы: 'i', э: 'e', ю: 'ju', я: 'ja', ь: '', ъ: '', ё: 'e', щ: 'sh',
};

/**
 * Text reduced to what a search compares, the same for the bank's texts and a customer's query: lower
 * case, no diacritics (ë → e, ç → c, č → c), Cyrillic in Latin letters, and the two-letter spellings of
 * one sound folded to one letter (kartichka, karticka and kartička all read "karticka", as does
 * "картичка"; "ПИН" reads "pin" like "PIN"). Runs of spaces and punctuation become one space.
 */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLocaleLowerCase('und')
    .replace(/[\u0400-\u04ff]/gu, (letter) => cyrillicToLatin[letter] ?? letter)
    .replace(/dzh|dz|zh/gu, 'z')
    .replace(/([csk])h/gu, '$1')
    .replace(/([glnk])j/gu, '$1')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
