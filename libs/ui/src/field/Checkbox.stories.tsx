import type { Meta, StoryObj } from '@storybook/react-vite';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'UI/Checkbox',
  component: Checkbox,
  args: { label: 'Remember me' },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithLinks: Story = {
  args: {
    label: (
      <>
        I agree to the <a href="#terms">terms of use</a> and the <a href="#privacy">privacy policy</a>
      </>
    ),
  },
};

export const WithError: Story = {
  args: { ...WithLinks.args, error: 'You must agree to the terms and the privacy policy' },
};

export const Disabled: Story = { args: { disabled: true, defaultChecked: true } };
