// Offline checks of firebase/*.rules: what can be known without a rules compiler. The rules
// themselves are tested on the emulators (rules/*.test.mjs, run-rules-tests.mjs).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  blockContaining,
  codeOnly,
  consoleConstant,
  consoleObject,
  product,
  productSchemaLimits,
  readProjectFile,
  stringLimits,
  stringLists,
  unbalancedDelimiter,
  undeclaredFunctions,
} from './rules-source.mjs';

const firestoreRules = readProjectFile('firebase/firestore.rules');
const storageRules = readProjectFile('firebase/storage.rules');

describe('the rules files', () => {
  for (const [name, rules] of [
    ['firestore.rules', firestoreRules],
    ['storage.rules', storageRules],
  ]) {
    it(`${name} is rules version 2 with balanced delimiters and only declared functions`, () => {
      assert.match(rules, /^rules_version = '2';/);
      assert.equal(unbalancedDelimiter(rules), null);
      assert.deepEqual(undeclaredFunctions(rules), []);
    });
  }

  it('the checker itself finds a missing brace and a misspelt function', () => {
    assert.equal(unbalancedDelimiter("match /a {\n  allow read: if f(;\n}"), '3:1');
    assert.equal(unbalancedDelimiter('match /a {\n  allow read: if true;\n'), '1:10');
    assert.deepEqual(undeclaredFunctions('function isOwner(uid) { return true; }\nallow read: if isOwnr(uid);'), ['isOwnr']);
  });

  it('the checker itself reads the rules’ string checks', () => {
    const rules = "function validBank(bank) {\n  return optionalString(bank, 'name', 200) // not 'phone', 9\n    && requiredString(bank, 'phone', 50);\n}";
    assert.deepEqual(stringLimits(rules), { name: 200, phone: 50 });
  });
});

/** The size limit and content types one Storage folder allows, read from its `uploadIs(types, bytes)`. */
function storageUpload(pathPart) {
  const call = /uploadIs\((webImageTypes\(\)|\[[^\]]*\]),\s*([\d\s*]+)\)/.exec(blockContaining(storageRules, pathPart));
  assert.ok(call, `no uploadIs(…) in the block of ${pathPart}`);
  const types = call[1] === 'webImageTypes()' ? stringLists(blockContaining(storageRules, 'function webImageTypes'))[0] : stringLists(call[1])[0];
  return { types, maxBytes: product(call[2]) };
}

describe('storage.rules limits are the console’s', () => {
  it('assistant photo: libs/account-data/src/photo/assistant-photo-rules.ts', async () => {
    const path = 'libs/account-data/src/photo/assistant-photo-rules.ts';
    assert.deepEqual(storageUpload('/{filesKey}/assistant/'), { types: await consoleConstant(path, 'ASSISTANT_PHOTO_TYPES'), maxBytes: await consoleConstant(path, 'MAX_ASSISTANT_PHOTO_BYTES') });
  });

  it('product photos: libs/products-data/src/rules/photo-rules.ts', async () => {
    const path = 'libs/products-data/src/rules/photo-rules.ts';
    assert.deepEqual(storageUpload('/{filesKey}/products/'), { types: await consoleConstant(path, 'PRODUCT_PHOTO_TYPES'), maxBytes: await consoleConstant(path, 'MAX_PRODUCT_PHOTO_BYTES') });
  });

  it('FAQ attachments: libs/document-rules/src/limits.ts', async () => {
    const path = 'libs/document-rules/src/limits.ts';
    assert.deepEqual(storageUpload('/{filesKey}/faq/{locale}/'), { types: await consoleConstant(path, 'ATTACHMENT_TYPES'), maxBytes: await consoleConstant(path, 'MAX_ATTACHMENT_BYTES') });
  });

  it('FAQ attachment paths: attachmentPath in libs/faq-data/src/mutations/answer-paths.ts', async () => {
    const block = blockContaining(storageRules, '/{filesKey}/faq/{locale}/');
    assert.match(block, /match \/mode\/\{mode\}\/files\/\{filesKey\}\/faq\/\{locale\}\/\{faqId\}\/\{fileName\} \{/);
    assert.match(readProjectFile('libs/faq-data/src/mutations/answer-paths.ts'), /\/faq\/\$\{locale\}\/\$\{faqId\}\/\$\{uploadId\}-\$\{safeFileName\(name\)\}`/);
    for (const list of stringLists(block).filter((values) => values.includes('mk'))) assert.deepEqual(list, await consoleConstant('libs/locale/src/locales.ts', 'LOCALES'));
    // The upload's id is the document store's newId (one generator for both adapters: 20 letters and digits), the name
    // safeFileName's (at most MAX_FILE_NAME_LENGTH characters).
    const name = /fileName\.matches\('\^\[A-Za-z0-9\]\{(\d+)\}-\.\{1,(\d+)\}\$'\)/.exec(block);
    assert.ok(name, 'the FAQ folder checks the file name');
    assert.match(readProjectFile('libs/backend/src/random-id.ts'), new RegExp(`newDocumentId = \\(\\) => randomId\\(${name[1]}\\)`));
    assert.match(readProjectFile('libs/data-paths/src/paths.ts'), new RegExp(`const MAX_FILE_NAME_LENGTH = ${name[2]};`));
  });

  it('FAQ attachments of the earlier shape, shared by the languages of a question, take no writes', () => {
    assert.equal(codeOnly(storageRules).includes('/files/faq/{faqId}/'), false);
  });
});

describe('firestore.rules limits are the console’s', () => {
  const lists = stringLists(firestoreRules).map((list) => JSON.stringify(list));
  const hasList = (values) => assert.ok(lists.includes(JSON.stringify(values)), `firestore.rules has no list ${JSON.stringify(values)}`);

  it('every choice list of the products and the bank: libs/document-rules, libs/assistant-contract', async () => {
    hasList(await consoleConstant('libs/assistant-contract/src/currencies.ts', 'CURRENCIES'));
    hasList(await consoleConstant('libs/assistant-contract/src/published-assistant.ts', 'BANK_TIME_ZONES'));
    hasList(await consoleConstant('libs/document-rules/src/product-choices.ts', 'CARD_TYPES'));
    hasList(await consoleConstant('libs/document-rules/src/product-choices.ts', 'CARD_BRANDS'));
    hasList(await consoleConstant('libs/document-rules/src/product-choices.ts', 'LOAN_CATEGORIES'));
    hasList(await consoleConstant('libs/document-rules/src/product-choices.ts', 'DEPOSIT_TYPES'));
    hasList(await consoleConstant('libs/document-rules/src/product-choices.ts', 'INTEREST_FREQUENCIES'));
    hasList(await consoleConstant('libs/document-rules/src/product-choices.ts', 'ACCOUNT_OWNERSHIPS'));
  });

  it('answers: attachment types, count and size, and the editor’s text length', async () => {
    const attachments = 'libs/document-rules/src/limits.ts';
    hasList(await consoleConstant(attachments, 'ATTACHMENT_TYPES'));
    const answer = blockContaining(firestoreRules, 'function validAnswer(');
    const maxText = await consoleConstant('libs/document-rules/src/limits.ts', 'MAX_ANSWER_LENGTH');
    assert.match(answer, new RegExp(`data\\.answer\\.text\\.size\\(\\) <= ${maxText}\\b`));
    const attachmentList = blockContaining(firestoreRules, 'function validAttachments(');
    assert.match(attachmentList, new RegExp(`attachments\\.size\\(\\) <= ${await consoleConstant(attachments, 'MAX_ATTACHMENTS')}\\b`));
    const sizeLimit = /attachment\['size'\] <= ([\d\s*]+);/.exec(blockContaining(firestoreRules, 'function validAttachment('));
    assert.equal(product(sizeLimit[1]), await consoleConstant(attachments, 'MAX_ATTACHMENT_BYTES'));
  });

  // Every limited text on both sides, so a field limited on one side only fails as well as a number.
  const limitsOf = (functionName) => stringLimits(blockContaining(firestoreRules, `function ${functionName}(`));

  it('account texts: ACCOUNT_TEXT_LIMITS in libs/document-rules/src/limits.ts (registration and settings forms)', async () => {
    const limits = await consoleObject('libs/document-rules/src/limits.ts', 'ACCOUNT_TEXT_LIMITS');
    assert.deepEqual(Object.keys(limits).sort(), ['assistant', 'bank', 'profile']);
    assert.deepEqual(limitsOf('validProfile'), limits.profile);
    assert.deepEqual(limitsOf('validAssistant'), limits.assistant);
    assert.deepEqual(limitsOf('validBank'), limits.bank);
    const consent = await consoleConstant('libs/assistant-contract/src/published-assistant.ts', 'MAX_CONSENT_LENGTH');
    // Texts per language: the consent, and the names as written in each language, under the name's limit.
    assert.match(blockContaining(firestoreRules, 'function validBank('), new RegExp(`localeTexts\\(bank\\.consent, ${consent}\\)`));
    assert.match(blockContaining(firestoreRules, 'function validBank('), new RegExp(`localeTexts\\(bank\\.names, ${limits.bank.name}\\)`));
    assert.match(blockContaining(firestoreRules, 'function validAssistant('), new RegExp(`localeTexts\\(assistant\\.names, ${limits.assistant.name}\\)`));
    assert.match(blockContaining(firestoreRules, 'function localeTexts('), /hasOnly\(\['mk', 'en', 'sq'\]\)\s*&& optionalString\(texts, 'mk', maxLength\) && optionalString\(texts, 'en', maxLength\) && optionalString\(texts, 'sq', maxLength\)/);
  });

  it('product names, texts, addresses and e-mails: the schemas in libs/products-data/src/rules', () => {
    for (const [kind, rulesName] of [
      ['cards', 'Card'],
      ['loans', 'Loan'],
      ['deposits', 'Deposit'],
    ]) {
      // The offer's days are bounded by their pattern (YYYY-MM-DD), which the forms check as such.
      const { validFrom, validUntil, ...fieldLimits } = limitsOf(`valid${rulesName}Fields`);
      assert.ok([validFrom, validUntil].every((length) => length === undefined || length === 10), `${kind} offer days`);
      assert.deepEqual(fieldLimits, productSchemaLimits(kind, 'fields'), `${kind} fields`);
      // The texts: every field joined, the name at its own limit and all of them at the sum of theirs.
      const texts = productSchemaLimits(kind, 'texts');
      const block = blockContaining(firestoreRules, `function valid${rulesName}Texts(`);
      assert.deepEqual(stringLists(block)[0], Object.keys(texts), `${kind} text fields`);
      assert.deepEqual([...block.matchAll(/texts\.get\('(\w+)', ''\)/g)].map((match) => match[1]), Object.keys(texts), `${kind} texts joined`);
      const limits = /, (\d+), (\d+)\);\s*\}$/.exec(block.trim());
      assert.deepEqual(limits?.slice(1).map(Number), [texts.name, Object.values(texts).reduce((sum, limit) => sum + limit, 0)], `${kind} name and total`);
    }
  });
});

describe('the rules’ session age is the console’s', () => {
  it('freshSession(): MAX_SESSION_MS in libs/session/src/session-limits.ts, in seconds', async () => {
    const check = /request\.auth\.token\.auth_time > request\.time\.toMillis\(\) \/ 1000 - (\d+);/.exec(blockContaining(firestoreRules, 'function freshSession('));
    assert.ok(check, 'freshSession() compares auth_time with the request time');
    assert.equal(Number(check[1]) * 1000, await consoleConstant('libs/session/src/session-limits.ts', 'MAX_SESSION_MS'));
    assert.match(blockContaining(firestoreRules, 'function signedIn('), /request\.auth != null && freshSession\(\)/);
  });

  it('storage.rules end a session at the same age', async () => {
    const check = /request\.auth\.token\.auth_time > request\.time\.toMillis\(\) \/ 1000 - (\d+)/.exec(blockContaining(storageRules, 'function isFreshSession('));
    assert.ok(check, 'isFreshSession() compares auth_time with the request time');
    assert.match(blockContaining(storageRules, 'function isOwner('), /isFreshSession\(\) && request\.auth\.uid == uid/);
    assert.match(blockContaining(storageRules, 'function isFilesOwner('), /isFreshSession\(\) && hashing\.sha256/);
    assert.equal(Number(check[1]) * 1000, await consoleConstant('libs/session/src/session-limits.ts', 'MAX_SESSION_MS'));
  });
});
