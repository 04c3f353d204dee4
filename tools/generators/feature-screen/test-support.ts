import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Tree } from '@nx/devkit';
import { createTreeWithEmptyWorkspace } from '@nx/devkit/testing';
import type { FeatureScreenOptions } from './options';

export const workspaceRoot = join(import.meta.dirname, '..', '..', '..');

/** The real files the generator reads or edits, copied into the virtual tree, so a change of their layout shows in the tests. */
const generatorInputs = [
  'README.md',
  'tsconfig.base.json',
  'libs/routes/src/routes.ts',
  'apps/console/src/app/console-features.ts',
  'libs/icons/src/icon-paths.ts',
  'locales/mk/common.json',
  'locales/en/common.json',
  'locales/sq/common.json',
];

export const original = (path: string): string => readFileSync(join(workspaceRoot, path), 'utf8');

/** A virtual tree holding the workspace's files that the generator reads or edits, as they are today. */
export function seededTree(): Tree {
  const tree = createTreeWithEmptyWorkspace();
  for (const path of generatorInputs) tree.write(path, original(path));
  return tree;
}

/** A screen with a two-word name and an apostrophe in its English description. */
export const channels: FeatureScreenOptions = {
  name: 'chat-channels',
  title: 'Channels',
  titleMk: 'Канали',
  titleSq: 'Kanalet',
  description: "Where the assistant answers your customers: the website's chat today, more channels later.",
  descriptionMk: 'Каде асистентот им одговара на клиентите: разговорот на веб-страницата денес, други канали подоцна.',
  descriptionSq: 'Ku u përgjigjet asistenti klientëve: biseda në faqen tuaj sot, kanale të tjera më vonë.',
  icon: 'embed',
};
