import type { Meta, StoryObj } from '@storybook/react-vite';
import { ChatBubblePreview } from './ChatBubblePreview';

const meta = {
  title: 'Settings/ChatBubblePreview',
  component: ChatBubblePreview,
  args: { assistantName: 'Vesna', colour: '#0B5FFF', fallbackColour: '#1A4D8F' },
  decorators: [(Story) => <div style={{ width: 360 }}>{<Story />}</div>],
} satisfies Meta<typeof ChatBubblePreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DarkColour: Story = {};
/** A light colour gets dark text, so the message stays readable. */
export const LightColour: Story = { args: { colour: '#FFE600' } };
/** While the typed code is not a colour yet, the last saved colour stays. */
export const IncompleteCode: Story = { args: { colour: '#12' } };
export const WithoutName: Story = { args: { assistantName: '' } };
