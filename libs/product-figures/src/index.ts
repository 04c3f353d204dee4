export { keyFigures, termInWords, type FiguresOf, type KeyFigure } from './key-figures';
export type { FigureKey, FigureTranslate } from './figure-texts';
