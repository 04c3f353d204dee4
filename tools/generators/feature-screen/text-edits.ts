import type { Tree } from '@nx/devkit';

/** The lines of a file, or a clear error naming it when it is missing. */
export function readLines(tree: Tree, path: string): string[] {
  const text = tree.read(path, 'utf-8');
  if (text === null) throw new Error(`${path} is missing: the generator wires a new screen into it.`);
  return text.split('\n');
}

/**
 * The index of the line an edit is anchored to. A file whose layout changed fails here with the anchor
 * named, instead of the line landing somewhere else.
 */
export function findLine(lines: readonly string[], path: string, anchor: RegExp, which: 'first' | 'last' = 'first', from = 0): number {
  const indexes = lines.map((line, index) => (index >= from && anchor.test(line) ? index : -1)).filter((index) => index >= 0);
  const found = which === 'first' ? indexes[0] : indexes[indexes.length - 1];
  if (found === undefined) throw new Error(`${path}: no line matches ${anchor}; update the feature-screen generator to the file's new layout.`);
  return found;
}

/** Inserts `added` lines at `index` (before the line that is there now) and writes the file. */
export function insertLines(tree: Tree, path: string, lines: string[], index: number, added: string[]): void {
  lines.splice(index, 0, ...added);
  tree.write(path, lines.join('\n'));
}
