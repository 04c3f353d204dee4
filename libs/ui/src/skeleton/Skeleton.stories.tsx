import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton } from './Skeleton';

const meta = {
  title: 'UI/Skeleton',
  component: Skeleton,
  args: { width: 150, height: 15 },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The profile name placeholder of the specification: 150 × 15. */
export const Name: Story = { args: { announce: true } };

export const Avatar: Story = { args: { width: 35, height: 35, shape: 'circle' } };

export const Card: Story = { args: { width: 320, height: 160, shape: 'rect' } };

export const ProfileRow: Story = {
  render: () => (
    <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
      <Skeleton width={35} height={35} shape="circle" />
      <Skeleton width={150} height={15} announce />
    </div>
  ),
};
