import type { Decorator } from '@storybook/react-vite';
import { MemoryRouter, type InitialEntry } from 'react-router-dom';

/**
 * Routing for a screen's links and navigation, and the width the welcome layout gives it. A story's
 * `parameters.screenEntry` is the entry the screen is reached by (its address and state).
 */
export const withScreenFrame: Decorator = (Story, { parameters }) => (
  <MemoryRouter initialEntries={parameters['screenEntry'] ? [parameters['screenEntry'] as InitialEntry] : undefined}>
    <div style={{ width: 'min(28rem, 100vw - 2rem)' }}>
      <Story />
    </div>
  </MemoryRouter>
);
