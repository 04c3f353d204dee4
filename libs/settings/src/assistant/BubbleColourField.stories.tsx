import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, userEvent, within } from 'storybook/test';
import { withSettingsForm } from '../testing/story-decorators';
import { BubbleColourField } from './BubbleColourField';

const meta = {
  title: 'Settings/BubbleColourField',
  component: BubbleColourField,
  decorators: [withSettingsForm],
  args: { name: 'bubbleColor', label: '', fallbackColour: '#1A4D8F', required: true },
  render: function TranslatedField(args) {
    const { t } = useTranslation('settings');
    return <BubbleColourField {...args} label={t('assistant.bubbleColor')} hint={t('assistant.bubbleColorHint')} />;
  },
} satisfies Meta<typeof BubbleColourField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};

/** A typed code moves the picker. */
export const TypedCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const code = canvas.getByRole('textbox');
    await userEvent.clear(code);
    await userEvent.type(code, '#067647');
    await expect(canvasElement.querySelector('input[type="color"]')).toHaveValue('#067647');
  },
};

export const InvalidCode: Story = {
  play: async ({ canvasElement }) => {
    const code = within(canvasElement).getByRole('textbox');
    await userEvent.clear(code);
    await userEvent.type(code, '#12');
    await userEvent.tab();
    await expect(code).toHaveAttribute('aria-invalid', 'true');
  },
};
