// The Cloud Functions bundle (firebase/functions): it builds from the workspace, keeps only the
// Firebase SDKs as imports (Cloud Build installs those from its package.json), and carries the
// e-mail texts of all three languages. What the function does is tested in libs/assistant-data.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { buildFunctions } from '../build-functions.mjs';

describe('the Cloud Functions bundle', () => {
  const folder = mkdtempSync(join(tmpdir(), 'functions-'));
  after(() => rmSync(folder, { recursive: true, force: true }));

  it('builds with the Firebase SDKs as its only imports and the texts of mk, en and sq inside', async () => {
    const outfile = join(folder, 'index.js');
    const result = await buildFunctions(outfile);
    assert.deepEqual(result.errors, []);
    const code = readFileSync(outfile, 'utf8');
    const imports = [...code.matchAll(/^import [^;]* from "([^"]+)";$/gmu)].map((match) => match[1]);
    assert.deepEqual([...new Set(imports)].sort(), ['firebase-admin/app', 'firebase-admin/auth', 'firebase-admin/firestore', 'firebase-functions/params', 'firebase-functions/v2/firestore']);
    assert.match(code, /export \{[^}]*emailNewLeadToBank/u);
    assert.match(code, /export \{[^}]*countChatEventInCounters/u);
    assert.match(code, /export \{[^}]*capUnansweredQuestions/u);
    for (const name of ['auditAccount', 'auditAccountData']) assert.match(code, new RegExp(`export \\{[^}]*${name}`, 'u'));
    for (const subject of ['Ново барање за контакт', 'New request to be contacted', 'Kërkesë e re për kontakt']) assert.ok(code.includes(subject), subject);
    // i18next translates the mails (about 70 kB unminified); anything more that is large was bundled in by mistake.
    assert.ok(code.length < 130_000, `${code.length} bytes: something large was bundled in`);
  });
});
