import type { Preview } from '@storybook/react-vite';
import { languages } from '@console/i18n';
import '@console/ui';
import { i18nFor, storyBackend } from './story-context';
import { StoryProviders, type StoryLoaded } from './story-providers';

const preview: Preview = {
  globalTypes: {
    locale: {
      description: 'Language of the console',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: languages.map((language) => ({ value: language.code, title: language.nativeName, right: language.code })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'mk' },
  loaders: [async ({ globals }): Promise<StoryLoaded> => ({ i18n: await i18nFor(globals['locale']), backend: await storyBackend() })],
  decorators: [
    (Story, context) => (
      <StoryProviders {...(context.loaded as StoryLoaded)}>
        <Story />
      </StoryProviders>
    ),
  ],
  parameters: { layout: 'centered', controls: { expanded: true } },
};

export default preview;
