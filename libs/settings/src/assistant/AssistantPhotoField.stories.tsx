import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, userEvent } from 'storybook/test';
import { withSettingsForm } from '../testing/story-decorators';
import { AssistantPhotoField } from './AssistantPhotoField';

const meta = {
  title: 'Settings/AssistantPhotoField',
  component: AssistantPhotoField,
  decorators: [withSettingsForm],
  args: { name: 'photo', label: '', previewAlt: '', savedPhotoUrl: undefined, required: true },
  render: function TranslatedField(args) {
    const { t } = useTranslation('settings');
    return <AssistantPhotoField {...args} label={t('assistant.photo')} previewAlt={t('assistant.photoAlt')} />;
  },
} satisfies Meta<typeof AssistantPhotoField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Uploading: Story = { args: { progress: 40 } };

/** A text file is refused with a message that names the allowed types. */
export const WrongType: Story = {
  play: async ({ canvasElement }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('No file input');
    // The picker's own filter is off, as when a person picks "All files" in the dialog.
    await userEvent.setup({ applyAccept: false }).upload(input, new File(['text'], 'notes.txt', { type: 'text/plain' }));
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  },
};
