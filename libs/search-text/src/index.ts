export { foldForSearch } from './fold-for-search';
export { isEmptySearch, searchableText, wordStartMatcher, type SearchableText } from './match-word-starts';
