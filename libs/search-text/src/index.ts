export { foldForSearch } from './fold-for-search';
export { searchableText, wordStartMatcher, type SearchableText } from './match-word-starts';
