// The one list of writable documents (libs/document-rules) against firebase/firestore.rules: the same
// paths open to writes, and the same formats. The local backend enforces the list itself.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { importWorkspace } from '../../workspace-import.mjs';
import { blockContaining, readProjectFile, stringLists } from './rules-source.mjs';

const { WRITABLE_DOCUMENTS, HTTPS_URL_PATTERN, EMAIL_PATTERN, CALENDAR_DAY_PATTERN, ALLOWED_DOMAIN_PATTERN, PUBLIC_WILDCARD_PATTERN, MAX_ALLOWED_DOMAINS, ENVIRONMENT_MODES, FAQ_CATEGORIES, MAX_OWN_QUESTION_LENGTH, DEPOSIT_TERMS_MONTHS } = await importWorkspace('@console/document-rules');
const rules = readProjectFile('firebase/firestore.rules');

/** The paths of the rules' `match` blocks that allow a write of any kind, in the list's notation. */
function writablePaths(source) {
  const found = [];
  for (const match of source.matchAll(/match \/(mode\/[^\s]+) \{([\s\S]*?)\n {4}\}/g)) {
    if (/allow [^:]*\b(create|update|delete|write)\b/.test(match[2])) found.push(match[1]);
  }
  return found.sort();
}

/** The string a rules function returns: `function name() { return '…'; }`, unescaped. */
function returnedString(name) {
  const literal = /return '((?:[^'\\]|\\.)*)';/.exec(blockContaining(rules, `function ${name}(`))?.[1];
  assert.ok(literal !== undefined, `no string returned by ${name}()`);
  return literal.replace(/\\\\/g, '\\');
}

describe('firestore.rules open exactly the documents of libs/document-rules', () => {
  it('the same paths take writes', () => {
    assert.deepEqual(writablePaths(rules), WRITABLE_DOCUMENTS.map(({ pattern }) => pattern).sort());
  });

  it('the checker itself finds the writable blocks only', () => {
    const sample = 'match /mode/{mode}/a/{id} {\n      allow read: if true;\n    }\n    match /mode/{mode}/b/{id} {\n      allow create: if x;\n    }';
    assert.deepEqual(writablePaths(sample), ['mode/{mode}/b/{id}']);
  });

  it('the same formats: https addresses, e-mail addresses, calendar days, environments', () => {
    // A JavaScript pattern's source escapes `/`; RE2 needs no escape there.
    const re2 = (pattern) => pattern.source.replace(/\\\//g, '/');
    assert.equal(returnedString('httpsUrlPattern'), re2(HTTPS_URL_PATTERN));
    assert.equal(returnedString('emailPattern'), re2(EMAIL_PATTERN));
    assert.equal(returnedString('calendarDayPattern'), re2(CALENDAR_DAY_PATTERN));
    assert.deepEqual(stringLists(blockContaining(rules, 'function knownMode('))[0], [...ENVIRONMENT_MODES]);
  });

  it('the same allowed websites: their format, the public wildcards refused, how many', () => {
    const unanchored = (pattern) => pattern.source.replace(/^\^/, '').replace(/\$$/, '');
    assert.equal(returnedString('allowedDomainPattern'), unanchored(ALLOWED_DOMAIN_PATTERN));
    assert.equal(returnedString('publicWildcardPattern'), unanchored(PUBLIC_WILDCARD_PATTERN));
    assert.match(blockContaining(rules, 'function validDomainList('), new RegExp(`size\\(\\) <= ${MAX_ALLOWED_DOMAINS}\\b`));
  });

  it("the same FAQ categories and length of a bank's own question", () => {
    const block = blockContaining(rules, 'function validOwnQuestion(');
    assert.deepEqual(stringLists(block)[1], [...FAQ_CATEGORIES]);
    const lengths = [...block.matchAll(/requiredString\(data\.question, '(\w+)', (\d+)\)/g)];
    assert.deepEqual(lengths.map(([, locale, length]) => [locale, Number(length)]), ['mk', 'en', 'sq'].map((locale) => [locale, MAX_OWN_QUESTION_LENGTH]));
  });

  it("the same terms of a deposit's rates, each checked", () => {
    const block = blockContaining(rules, 'function validTermRates(');
    assert.deepEqual(stringLists(block)[0], [...DEPOSIT_TERMS_MONTHS]);
    assert.deepEqual([...block.matchAll(/rates\.get\('(\d+)', 0\)/g)].map((match) => match[1]), [...DEPOSIT_TERMS_MONTHS]);
  });
});
