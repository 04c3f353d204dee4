// The pure parts of seed-catalogue.mjs: its command line, the documents it builds from the generated
// catalogue, and the batching. Writing them needs a Firestore (emulator or project) and is not here.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { batches, countByArea, MAX_BATCH_WRITES } from './batches.mjs';
import { parseSeedArguments } from './seed-arguments.mjs';
import { catalogueDocuments, demoAccountDocuments, parseDemoAccount, readJson } from './seed-documents.mjs';

const root = new URL('../../../', import.meta.url).pathname;
const generated = readJson(`${root}libs/demo-data/src/generated/demo-catalogue.json`);
const generatedAccount = readJson(`${root}libs/demo-data/src/generated/demo-account.json`);

describe('seed command line', () => {
  it('writes to the emulator of the demo project in mode staging by default', () => {
    assert.deepEqual(parseSeedArguments(['--emulator']), { projectId: 'demo-tellr', mode: 'staging', emulator: true, dryRun: false, withDemoAccount: false, help: false });
  });

  it('takes a project, a mode (also as --mode=…), a dry run and the demo account', () => {
    assert.deepEqual(parseSeedArguments(['--project', 'tellr-prod', '--mode=production', '--dry-run', '--with-demo-account']), {
      projectId: 'tellr-prod',
      mode: 'production',
      emulator: false,
      dryRun: true,
      withDemoAccount: true,
      help: false,
    });
  });

  it('refuses to guess where to write', () => {
    assert.throws(() => parseSeedArguments([]), /--project <id> or --emulator/);
    assert.throws(() => parseSeedArguments(['--mode', 'staging']), /--project <id> or --emulator/);
  });

  it('refuses a mode that is not one path segment, a missing value and unknown options', () => {
    assert.throws(() => parseSeedArguments(['--emulator', '--mode', 'a/b']), /Invalid mode "a\/b"/);
    assert.throws(() => parseSeedArguments(['--project']), /--project needs a value/);
    assert.throws(() => parseSeedArguments(['--project', '--emulator']), /--project needs a value/);
    assert.throws(() => parseSeedArguments(['--emulator', '--force']), /Unknown option "--force"/);
    assert.throws(() => parseSeedArguments(['--emulator=yes']), /Unknown option/);
  });

  it('answers --help without further checks', () => {
    assert.equal(parseSeedArguments(['--help']).help, true);
  });
});

describe('seed documents from the generated catalogue', () => {
  const questions = catalogueDocuments(generated, 'staging');

  it('has every question of every language at the catalogue path, keyed by its id', () => {
    const expected = ['mk', 'en', 'sq'].flatMap((locale) => Object.keys(generated.catalogue[locale]).map((id) => `mode/staging/faqs/languages/${locale}/${id}`));
    assert.deepEqual(questions.map((document) => document.path), expected);
    assert.ok(questions.length > 0);
  });

  it('writes each question exactly as generated', () => {
    const [first] = questions;
    const [, , , , locale, id] = first.path.split('/');
    assert.deepEqual(first.data, generated.catalogue[locale][id]);
  });

  it('uses the given mode and the same paths on every run, so a rerun overwrites instead of adding', () => {
    const again = catalogueDocuments(generated, 'production');
    assert.ok(again.every((document) => document.path.startsWith('mode/production/faqs/languages/')));
    assert.deepEqual(catalogueDocuments(generated, 'staging'), questions);
  });

  it('puts the demo account and its answers under its uid only when asked for', () => {
    const account = demoAccountDocuments(generated, generatedAccount, 'staging', 'demo-user');
    assert.equal(account[0].path, 'mode/staging/accounts/demo-user');
    assert.deepEqual(account[0].data, generatedAccount);
    const answerCount = ['mk', 'en', 'sq'].reduce((sum, locale) => sum + Object.keys(generated.answers[locale]).length, 0);
    assert.equal(account.length, 1 + answerCount);
    assert.ok(account.slice(1).every((document) => /^mode\/staging\/accounts\/demo-user\/faqs\/(mk|en|sq)\/collection\/[^/]+$/.test(document.path)));
    assert.ok(questions.every((document) => !document.path.includes('/accounts/')));
  });

  it('reads the demo credentials from the demo-data library', () => {
    const source = readFileSync(`${root}libs/demo-data/src/demo-account.ts`, 'utf8');
    const account = parseDemoAccount(source);
    assert.equal(typeof account.password, 'string');
    assert.match(account.email, /@/);
    assert.equal(account.uid, 'demo-user');
    assert.throws(() => parseDemoAccount('export const DEMO_ACCOUNT = {};'), /not found/);
  });
});

describe('batching', () => {
  it('splits into batches of at most 500, in order, nothing lost', () => {
    const items = Array.from({ length: 1201 }, (_, index) => index);
    const split = batches(items);
    assert.deepEqual(split.map((batch) => batch.length), [500, 500, 201]);
    assert.deepEqual(split.flat(), items);
    assert.equal(MAX_BATCH_WRITES, 500);
  });

  it('makes no batch for nothing and one for exactly 500', () => {
    assert.deepEqual(batches([]), []);
    assert.equal(batches(Array.from({ length: 500 })).length, 1);
  });

  it('refuses a batch size Firestore would refuse', () => {
    assert.throws(() => batches([1], 501), /1\.\.500/);
    assert.throws(() => batches([1], 0), /1\.\.500/);
  });

  it('counts the documents per area for the dry run', () => {
    const counts = countByArea([
      { path: 'mode/s/faqs/languages/mk/a' },
      { path: 'mode/s/faqs/languages/en/a' },
      { path: 'mode/s/accounts/u1' },
      { path: 'mode/s/accounts/u1/faqs/mk/collection/a' },
    ]);
    assert.deepEqual(counts, { 'mode/s/faqs': 2, 'mode/s/accounts/u1': 2 });
  });
});
