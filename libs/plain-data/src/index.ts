export { isPlainMap, type PlainMap } from './plain-map';
export { asRecord } from './as-record';
export { samePlainData } from './same-plain-data';
export { keepDraftChanges } from './keep-draft-changes';
export { mergePlainData } from './merge-plain-data';
