import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BREAKPOINTS_EM, below, from, type Breakpoint } from './breakpoints';

const root = join(import.meta.dirname, '../../../..');

function stylesheets(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (name === 'node_modules' || name === 'dist' || name === 'storybook-static') return [];
    return statSync(path).isDirectory() ? stylesheets(path) : name.endsWith('.css') ? [path] : [];
  });
}

const names = Object.keys(BREAKPOINTS_EM) as Breakpoint[];
const allowed = new Set(names.flatMap((name) => [below(name), from(name)]));

describe('breakpoints', () => {
  it('are the only viewport widths the stylesheets use', () => {
    const files = [...stylesheets(join(root, 'libs')), ...stylesheets(join(root, 'apps'))];
    const widths = files.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/@media[^{]*?(\((?:max|min)-width:[^)]*\))/gu)].map((match) => `${relative(root, file)} ${match[1]}`),
    );
    expect(widths.length).toBeGreaterThan(10);
    expect(widths.filter((entry) => !allowed.has(entry.slice(entry.indexOf(' ') + 1)))).toEqual([]);
  });

  it('say "below" just under where "from" starts', () => {
    expect(below('tablet')).toBe('(max-width: 47.99em)');
    expect(from('tablet')).toBe('(min-width: 48em)');
  });
});
