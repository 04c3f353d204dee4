import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from '../button/Button';
import { ConfirmDialog } from './ConfirmDialog';
import { useConfirm } from './use-confirm';

const meta = {
  title: 'UI/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: true,
    title: 'Change the language?',
    message: 'Changes you have not saved will be discarded.',
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Danger: Story = {
  args: {
    variant: 'danger',
    title: 'Delete this card?',
    message: 'It is removed in every language. This cannot be undone.',
    confirmLabel: 'Delete',
    cancelLabel: 'Keep',
  },
};

export const Busy: Story = { args: { ...Danger.args, busy: true } };

function HookDemo() {
  const { confirm, confirmDialog } = useConfirm();
  const [answer, setAnswer] = useState('–');
  const ask = async () => {
    const confirmed = await confirm({ title: 'Sign out?', confirmLabel: 'Sign out' });
    setAnswer(confirmed ? 'confirmed' : 'cancelled');
  };
  return (
    <>
      <Button onClick={ask}>Sign out</Button>
      <p>Answer: {answer}</p>
      {confirmDialog}
    </>
  );
}

/** `useConfirm()`: `await confirm({...})` resolves to the answer. */
export const WithHook: Story = { render: () => <HookDemo /> };
