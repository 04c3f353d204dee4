import { readJson, type Tree } from '@nx/devkit';
import { beforeEach, describe, expect, it } from 'vitest';
import { featureScreenGenerator } from './generator';
import { channels, original, seededTree } from './test-support';

let tree: Tree;
beforeEach(() => {
  tree = seededTree();
});

const read = (path: string) => tree.read(path, 'utf-8') ?? '';

/** The lines a file gained, and whether it lost any: every edit must be an addition only. */
function addedLines(path: string): string[] {
  const before = original(path).split('\n');
  const after = read(path).split('\n');
  const remaining = [...before];
  const added = after.filter((line) => {
    const index = remaining.indexOf(line);
    if (index === -1) return true;
    remaining.splice(index, 1);
    return false;
  });
  expect(remaining, `${path} lost lines`).toEqual([]);
  return added;
}

describe('feature-screen generator', () => {
  it('creates the library: project with tags, test config, README, its feature, its texts\' types, screen, test and story', async () => {
    await featureScreenGenerator(tree, channels);
    const root = 'libs/chat-channels';
    expect(readJson(tree, `${root}/project.json`)).toEqual({
      name: 'chat-channels',
      $schema: '../../node_modules/nx/schemas/project-schema.json',
      sourceRoot: 'libs/chat-channels/src',
      projectType: 'library',
      tags: ['type:feature', 'scope:console', 'sdk:none'],
    });
    expect(read(`${root}/vite.config.ts`)).toBe(original('libs/leads/vite.config.ts').replace("'leads'", "'chat-channels'"));
    expect(read(`${root}/README.md`)).toContain(`The console's "Channels" screen (\`/chat-channels\`): where the assistant answers your customers: the website's chat today, more channels later.`);
    expect(read(`${root}/src/index.ts`)).toContain("export { chatChannelsFeature } from './feature';");
    const feature = read(`${root}/src/feature.ts`);
    expect(feature).toContain('export const chatChannelsFeature = signedInScreen({');
    expect(feature).toContain("path: ROUTES.chatChannels,");
    expect(feature).toContain("namespaces: ['chat-channels'],");
    expect(feature).toContain("screen: () => import('./screen/ChatChannelsScreen').then((m) => ({ Component: m.ChatChannelsScreen })),");
    expect(feature).toContain("icon: 'embed',");
    expect(read(`${root}/src/texts.d.ts`)).toContain("'chat-channels': typeof chatChannelsTexts;");
    const component = read(`${root}/src/screen/ChatChannelsScreen.tsx`);
    expect(component).toContain("import { Page, PageHeader } from '@console/ui';");
    expect(component).toContain("useTranslation('chat-channels')");
    expect(component).toContain('<Page width="medium">');
    expect(component).toContain("title={t('titles.chatChannels', { ns: 'common' })}");
    const spec = read(`${root}/src/screen/ChatChannelsScreen.spec.tsx`);
    expect(spec).toContain("import { renderWithProviders } from '@console/testing';");
    // The English description has an apostrophe: the generated string literal escapes it.
    expect(spec).toContain(`['en', 'Channels', 'Where the assistant answers your customers: the website\\'s chat today, more channels later.'],`);
    expect(spec).toContain(`['mk', 'Канали', '${channels.descriptionMk}'],`);
    expect(spec).toContain(`['sq', 'Kanalet', '${channels.descriptionSq}'],`);
    const story = read(`${root}/src/screen/ChatChannelsScreen.stories.tsx`);
    expect(story).toContain("title: 'ChatChannels/ChatChannelsScreen',");
    expect(story).toContain("withDataRouter('/chat-channels')");
    for (const [name, locale] of [['Macedonian', 'mk'], ['English', 'en'], ['Albanian', 'sq']]) {
      expect(story).toContain(`export const ${name}: Story = { globals: { locale: '${locale}' } };`);
    }
    expect(tree.children(`${root}/src`).sort()).toEqual(['feature.ts', 'index.ts', 'screen', 'texts.d.ts']);
    expect(tree.children(`${root}/src/screen`).sort()).toEqual(['ChatChannelsScreen.spec.tsx', 'ChatChannelsScreen.stories.tsx', 'ChatChannelsScreen.tsx']);
  });

  it('registers the screen with one line in the list of features, and its address', async () => {
    await featureScreenGenerator(tree, channels);
    expect(addedLines('libs/routes/src/routes.ts')).toEqual(["  chatChannels: '/chat-channels',"]);
    // Before the local-only mailbox and its comment, which stay last.
    expect(read('libs/routes/src/routes.ts')).toContain("  chatChannels: '/chat-channels',\n  /** The local backend's mailbox; local builds only. */\n  localMail:");
    expect(addedLines('apps/console/src/app/console-features.ts')).toEqual(["import { chatChannelsFeature } from '@console/chat-channels';", '  chatChannelsFeature,']);
    const features = read('apps/console/src/app/console-features.ts');
    // Its import in alphabetical order of library; its line above Settings, which stays last in the sidebar.
    expect(features).toContain("import { authFeature } from '@console/auth';\nimport { chatChannelsFeature } from '@console/chat-channels';\nimport { embedFeature }");
    expect(features).toMatch(/ {2}chatChannelsFeature,\n {2}settingsFeature,\n/);
    expect(read('libs/icons/src/icon-paths.ts')).toBe(original('libs/icons/src/icon-paths.ts'));
  });

  it('writes the title and the namespace in Macedonian, English and Albanian, formatted as the locale files are', async () => {
    await featureScreenGenerator(tree, channels);
    const expected = { mk: ['Канали', channels.descriptionMk], en: ['Channels', channels.description], sq: ['Kanalet', channels.descriptionSq] };
    for (const [locale, [title, lead]] of Object.entries(expected)) {
      const common = `locales/${locale}/common.json`;
      expect(readJson(tree, common).titles.chatChannels).toBe(title);
      expect(read(common)).toBe(`${JSON.stringify(readJson(tree, common), null, 2)}\n`);
      // Nothing else changed: without the new title the file is the original, byte for byte.
      const texts = readJson(tree, common);
      const { chatChannels: _added, ...otherTitles } = texts.titles;
      expect(`${JSON.stringify({ ...texts, titles: otherTitles }, null, 2)}\n`).toBe(original(common));
      expect(Object.keys(texts.titles).at(-1)).toBe('chatChannels');
      expect(read(`locales/${locale}/chat-channels.json`)).toBe(`${JSON.stringify({ screen: { lead } }, null, 2)}\n`);
    }
  });

  it('adds the path alias last, keeping the one-line entries, and the README row after the last screen', async () => {
    await featureScreenGenerator(tree, channels);
    expect(readJson(tree, 'tsconfig.base.json').compilerOptions.paths['@console/chat-channels']).toEqual(['libs/chat-channels/src/index.ts']);
    const alias = ',\n      "@console/chat-channels": ["libs/chat-channels/src/index.ts"]\n    }';
    expect(read('tsconfig.base.json')).toContain(alias);
    expect(read('tsconfig.base.json').replace(alias, '\n    }')).toBe(original('tsconfig.base.json'));
    const row = '| `libs/chat-channels` | "Channels" (`/chat-channels`): where the assistant answers your customers: the website\'s chat today, more channels later | feature |';
    expect(addedLines('README.md')).toEqual([row]);
    const readme = read('README.md').split('\n');
    // Among the screens: right after the last one with an address, before the local mailbox.
    expect(readme[readme.indexOf(row) - 1]).toMatch(/^\| `libs\/.*\(`\/.*\| feature/);
    expect(readme.slice(readme.indexOf(row) + 1).some((line) => /^\| `libs\/.*\(`\/.*\| feature/.test(line))).toBe(false);
  });

  it('refuses a screen that exists already, naming what carries its name, and changes nothing', async () => {
    await featureScreenGenerator(tree, channels);
    const before = tree.listChanges().map((change) => [change.path, change.content?.toString()]);
    await expect(featureScreenGenerator(tree, channels)).rejects.toThrow(
      /A screen named "chat-channels" exists already \(libs\/chat-channels; the route chatChannels \(\/chat-channels\); the title chatChannels or the namespace chat-channels in locales\/; the alias @console\/chat-channels\)\. Nothing was changed\./,
    );
    expect(tree.listChanges().map((change) => [change.path, change.content?.toString()])).toEqual(before);
  });

  it('refuses a name an existing screen already uses (the leads route and texts)', async () => {
    await expect(featureScreenGenerator(tree, { ...channels, name: 'leads' })).rejects.toThrow(/exists already \(the route leads \(\/leads\); the title leads/);
  });

  it('refuses an unknown icon, listing the ones there are', async () => {
    await expect(featureScreenGenerator(tree, { ...channels, icon: 'rocket' })).rejects.toThrow(/Unknown icon "rocket"\. Choose one of: .*\bembed\b.*\bleads\b/);
    expect(tree.exists('libs/chat-channels')).toBe(false);
  });

  it('refuses a missing translation and a name that is not kebab case', async () => {
    await expect(featureScreenGenerator(tree, { ...channels, titleSq: ' ' })).rejects.toThrow('Missing texts: --titleSq.');
    await expect(featureScreenGenerator(tree, { ...channels, name: 'ChatChannels' })).rejects.toThrow(/must be kebab case/);
  });
});
