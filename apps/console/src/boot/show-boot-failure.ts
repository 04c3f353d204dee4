import { readStoredLanguage, type LanguageCode } from '@console/i18n';

// The translations may be what failed to load, so this one message ships inside the code.
const messages: Record<LanguageCode, { text: string; reload: string }> = {
  mk: { text: 'Конзолата не може да се вчита. Проверете ја врската и обидете се повторно.', reload: 'Освежи' },
  en: { text: 'The console could not start. Check your connection and try again.', reload: 'Reload' },
  sq: { text: 'Konsola nuk mund të niset. Kontrolloni lidhjen dhe provoni përsëri.', reload: 'Ringarko' },
};

/** Replaces the start-up spinner with a plain message and a reload button. */
export function showBootFailure(container: HTMLElement, error: unknown): void {
  console.error(error);
  const { text, reload } = messages[readStoredLanguage()];
  const box = document.createElement('main');
  box.setAttribute('role', 'alert');
  box.style.cssText = 'padding:2rem;font-family:system-ui,sans-serif;color:#0b2545';
  const message = document.createElement('p');
  message.textContent = text;
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = reload;
  button.addEventListener('click', () => window.location.reload());
  box.append(message, button);
  container.replaceChildren(box);
}
