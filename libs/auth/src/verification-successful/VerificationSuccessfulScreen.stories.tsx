import type { Meta, StoryObj } from '@storybook/react-vite';
import { withScreenFrame } from '../testing/story-decorators';
import { VerificationSuccessfulScreen } from './VerificationSuccessfulScreen';

const meta = {
  title: 'Auth/VerificationSuccessfulScreen',
  component: VerificationSuccessfulScreen,
  decorators: [withScreenFrame],
} satisfies Meta<typeof VerificationSuccessfulScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
