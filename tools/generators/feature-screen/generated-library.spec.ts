import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { featureScreenGenerator } from './generator';
import type { FeatureScreenOptions } from './options';
import { channels, seededTree, workspaceRoot } from './test-support';

/** What a scratch copy of the workspace leaves out: installed packages (linked instead), history, builds, caches, the assistant's training data. */
const notCopied = new Set(['node_modules', '.git', 'dist', '.nx', 'tmp', 'test-results', 'playwright-report', 'coverage', 'assistant-training']);

/** Runs the generator on a virtual tree seeded from the workspace and writes what it created or changed into `folder`. */
async function generateInto(folder: string, options: FeatureScreenOptions): Promise<string[]> {
  const tree = seededTree();
  const seeded = new Map(tree.listChanges().map((change) => [change.path, change.content?.toString()]));
  await featureScreenGenerator(tree, options);
  const written = tree.listChanges().filter((change) => change.type !== 'DELETE' && seeded.get(change.path) !== change.content?.toString());
  for (const change of written) {
    mkdirSync(dirname(join(folder, change.path)), { recursive: true });
    writeFileSync(join(folder, change.path), change.content ?? '');
  }
  return written.map((change) => change.path);
}

/** A workspace command in the scratch copy: its exit status and what it printed. */
function run(folder: string, args: string[]): { status: number | null; output: string } {
  const result = spawnSync(process.execPath, args, { cwd: folder, encoding: 'utf8', env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', TEST_REPORT_DIR: '', FORCE_COLOR: '0', NO_COLOR: '1' } });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('a screen the generator wrote, in a copy of the workspace', () => {
  let scratch = '';
  beforeAll(async () => {
    scratch = mkdtempSync(join(tmpdir(), 'feature-screen-'));
    cpSync(workspaceRoot, scratch, { recursive: true, filter: (source) => !notCopied.has(basename(source)) });
    symlinkSync(join(workspaceRoot, 'node_modules'), join(scratch, 'node_modules'), 'dir');
    await generateInto(scratch, channels);
  }, 60_000);
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it.each([
    ['the library', 'libs/chat-channels'],
    ['the console that lists it', 'apps/console'],
  ])('type-checks: %s (%s)', (_what, project) => {
    const { status, output } = run(scratch, ['tools/typecheck/typecheck-project.mjs', project]);
    expect(output).toContain(`of ${project} type-check`);
    expect(status).toBe(0);
  }, 30_000);

  it("passes the workspace's lint rules, its library's boundaries among them", () => {
    // The boundaries rule reads the project graph, which Nx computes and caches on its first command.
    expect(run(scratch, ['node_modules/nx/dist/bin/nx.js', 'show', 'projects']).output).toContain('chat-channels');
    const { status, output } = run(scratch, ['node_modules/eslint/bin/eslint.js', 'libs/chat-channels', 'apps/console/src/app/console-features.ts', '--max-warnings=0']);
    expect(output).toBe('');
    expect(status).toBe(0);
  }, 30_000);

  it('passes its own tests', () => {
    const { status, output } = run(scratch, ['node_modules/vitest/vitest.mjs', 'run', '--config', 'libs/chat-channels/vite.config.ts']);
    expect(output).toMatch(/Tests\s+3 passed/);
    expect(status).toBe(0);
  }, 30_000);

  it("would not type-check without its texts' types (the screen's namespace would be unknown)", () => {
    rmSync(join(scratch, 'libs/chat-channels/src/texts.d.ts'));
    const { status, output } = run(scratch, ['tools/typecheck/typecheck-project.mjs', 'libs/chat-channels']);
    expect(output).toContain('TS2345');
    expect(status).not.toBe(0);
  }, 30_000);
});
