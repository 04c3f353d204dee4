import type { Meta, StoryObj } from '@storybook/react-vite';
import { isLocale } from '@console/locale';
import { Chat } from './Chat';
import { publishedFixture } from './testing/published-fixture';

/** The chat in the language of the toolbar's switch, in a frame-sized box. */
const meta = {
  title: 'Widget/Chat',
  component: Chat,
  args: { published: publishedFixture(), locale: 'mk', photoUrl: null, openedAt: 0, onClose: () => undefined },
  render: (args, { globals }) => (
    <div style={{ position: 'relative', width: 400, height: 640, transform: 'translateZ(0)' }}>
      <Chat {...args} key={String(globals['locale'])} locale={isLocale(globals['locale']) ? globals['locale'] : args.locale} />
    </div>
  ),
} satisfies Meta<typeof Chat>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Greeting: Story = {};
/** A light bubble colour gets dark text, so every message stays readable. */
export const LightColour: Story = { args: { published: publishedFixture('#FFE600') } };
/** Where the bank switched App Check on: reCAPTCHA runs in the frame, and the chat names Google's terms. */
export const WithRecaptcha: Story = { args: { recaptcha: true } };
