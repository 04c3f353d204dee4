import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ImageInput, type ImageInputProps } from './ImageInput';

function Controlled(props: ImageInputProps) {
  const [value, setValue] = useState(props.value ?? null);
  return (
    <ImageInput
      {...props}
      value={value}
      onChange={(file) => {
        setValue(file);
        props.onChange(file);
      }}
    />
  );
}

const sampleAvatar =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 64'%3E%3Crect width='64' height='64' fill='%231a4d8f'/%3E%3Ccircle cx='32' cy='26' r='12' fill='%23e6eef8'/%3E%3Cpath d='M12 58c3-12 12-18 20-18s17 6 20 18' fill='%23e6eef8'/%3E%3C/svg%3E";

const meta = {
  title: 'UI/ImageInput',
  component: ImageInput,
  render: (args) => <Controlled {...args} />,
  args: { label: "Assistant's photo", onChange: fn(), onReject: fn(), maxSizeBytes: 2 * 1024 * 1024 },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 440 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ImageInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const WithImage: Story = { args: { value: sampleAvatar } };

export const Uploading: Story = { args: { value: sampleAvatar, progress: 60 } };

export const Required: Story = { args: { required: true, error: 'Image is required' } };

export const Disabled: Story = { args: { value: sampleAvatar, disabled: true } };
