import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from '../button/Button';
import { TextField } from '../field/TextField';
import { Dialog, type DialogProps } from './Dialog';

function DialogDemo(props: DialogProps) {
  const [open, setOpen] = useState(props.open);
  const close = () => {
    props.onClose();
    setOpen(false);
  };
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open dialog</Button>
      <Dialog {...props} open={open} onClose={close} />
    </>
  );
}

const meta = {
  title: 'UI/Dialog',
  component: Dialog,
  render: (args) => <DialogDemo {...args} />,
  args: {
    open: true,
    onClose: fn(),
    title: 'Rename the assistant',
    description: 'Customers see this name at the top of the chat.',
    children: <TextField label="Assistant name" defaultValue="Tellr" />,
    footer: <Button>Save</Button>,
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithError: Story = {
  args: { children: <TextField label="Assistant name" defaultValue="" error="Field required" required /> },
};

export const Large: Story = { args: { size: 'lg' } };

export const NotDismissible: Story = {
  args: {
    dismissible: false,
    title: 'Finish setting up',
    description: 'Choose a name before you continue.',
  },
};
