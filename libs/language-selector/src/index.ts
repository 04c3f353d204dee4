export { LanguageSelector, type LanguageSelectorProps } from './LanguageSelector';
