import type { Meta, StoryObj } from '@storybook/react-vite';
import { withScreenFrame } from '../testing/story-decorators';
import { VerifyEmailAddressScreen } from './VerifyEmailAddressScreen';

const meta = {
  title: 'Auth/VerifyEmailAddressScreen',
  component: VerifyEmailAddressScreen,
  decorators: [withScreenFrame],
} satisfies Meta<typeof VerifyEmailAddressScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
