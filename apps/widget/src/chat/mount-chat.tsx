import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Chat, type ChatProps } from './Chat';

let root: Root | null = null;

/** Shows the chat in the frame; opening it again keeps the conversation that is there. */
export function mountChat(container: HTMLElement, props: ChatProps): void {
  root ??= createRoot(container);
  root.render(
    <StrictMode>
      <Chat key="chat" {...props} />
    </StrictMode>,
  );
}
