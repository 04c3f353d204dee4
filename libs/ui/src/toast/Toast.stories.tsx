import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/Button';
import { ToastProvider } from './ToastProvider';
import { useToast } from './toast-context';

function ToastButtons() {
  const toast = useToast();
  return (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      <Button onClick={() => toast.success('Settings saved')}>Success</Button>
      <Button variant="danger" onClick={() => toast.error('Check your network and try again.', { title: 'No connection' })}>
        Error
      </Button>
      <Button variant="secondary" onClick={() => toast.info('Your questions were imported.')}>
        Info
      </Button>
      <Button variant="ghost" onClick={() => toast.info('This one stays until you close it.', { duration: null })}>
        Sticky
      </Button>
    </div>
  );
}

const meta = {
  title: 'UI/Toast',
  component: ToastProvider,
  args: { limit: 4, children: <ToastButtons /> },
} satisfies Meta<typeof ToastProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

function ShowOneToast({ kind }: { kind: 'success' | 'error' | 'info' }) {
  const toast = useToast();
  return (
    <Button
      onClick={() =>
        kind === 'error'
          ? toast.error('The e-mail or the password is incorrect', { duration: null })
          : toast[kind]('Product saved in every language', { duration: null })
      }
    >
      Show {kind}
    </Button>
  );
}

export const ErrorToast: Story = { args: { children: <ShowOneToast kind="error" /> } };

export const SuccessToast: Story = { args: { children: <ShowOneToast kind="success" /> } };
