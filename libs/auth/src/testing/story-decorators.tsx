import type { Decorator } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';

/** Routing for a screen's links and navigation, and the width the welcome layout gives it. */
export const withScreenFrame: Decorator = (Story) => (
  <MemoryRouter>
    <div style={{ width: 'min(28rem, 100vw - 2rem)' }}>
      <Story />
    </div>
  </MemoryRouter>
);
