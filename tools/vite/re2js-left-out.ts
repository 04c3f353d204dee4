// Firestore's SDK bundles RE2JS (44 kB gzip of the 133 kB Firestore costs every signed-in page) only to
// evaluate the `like`, `regex_contains` and `regex_match` expressions of its pipeline queries in the
// browser. The console builds no pipeline query, so the console's build puts this in its place; were one
// ever evaluated, it fails loudly instead of answering wrongly.
export const RE2JS = {
  compile(): never {
    throw new Error('Regular expressions in Firestore pipeline queries are not part of this build');
  },
};
