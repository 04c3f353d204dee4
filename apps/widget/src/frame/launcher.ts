import { nameIn, type PublishedHead } from '@console/assistant-contract';
import type { Locale } from '@console/locale';
import { readableTextColour } from '@console/colours';

/** The round button that opens the chat, in the assistant's colour with its photo (or the initial of its name in `locale`). */
export function renderLauncher(container: HTMLElement, head: PublishedHead, locale: Locale, photoUrl: string | null, label: string, onOpen: () => void): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'launcher';
  button.setAttribute('aria-label', label);
  button.setAttribute('aria-haspopup', 'dialog');
  button.setAttribute('aria-expanded', 'false');
  button.style.setProperty('--bubble', head.assistant.bubbleColor);
  button.style.setProperty('--on-bubble', readableTextColour(head.assistant.bubbleColor));
  if (photoUrl) {
    const photo = document.createElement('img');
    photo.src = photoUrl;
    photo.alt = '';
    button.append(photo);
  } else {
    const initial = document.createElement('span');
    initial.className = 'initial';
    initial.textContent = nameIn(head.assistant, locale).slice(0, 1).toUpperCase();
    button.append(initial);
  }
  button.addEventListener('click', onOpen);
  container.replaceChildren(button);
  return button;
}
