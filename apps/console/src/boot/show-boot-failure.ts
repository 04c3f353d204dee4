import { isLocalOnlyError } from '@console/backend';
import { readStoredLanguage, type LanguageCode } from '@console/i18n';

// The translations may be what failed to load, so these messages ship inside the code.
const messages: Record<LanguageCode, { text: string; localOnly: string; reload: string }> = {
  mk: {
    text: 'Конзолата не може да се вчита. Проверете ја врската и обидете се повторно.',
    localOnly: 'Оваа верзија на конзолата е демо што ги чува податоците во овој прелистувач и работи само на овој компјутер (localhost). За веб-страница изградете ја конзолата со Firebase.',
    reload: 'Освежи',
  },
  en: {
    text: 'The console could not start. Check your connection and try again.',
    localOnly: 'This build of the console is a demo that keeps its data in this browser, so it runs only on this computer (localhost). To serve it from a website, build it with Firebase.',
    reload: 'Reload',
  },
  sq: {
    text: 'Konsola nuk mund të niset. Kontrolloni lidhjen dhe provoni përsëri.',
    localOnly: 'Ky version i konsolës është një demo që i ruan të dhënat në këtë shfletues, prandaj punon vetëm në këtë kompjuter (localhost). Për ta vendosur në një faqe interneti, ndërtojeni me Firebase.',
    reload: 'Ringarko',
  },
};

/** Replaces the start-up spinner with a plain message and a reload button. */
export function showBootFailure(container: HTMLElement, error: unknown): void {
  console.error(error);
  const { text, localOnly, reload } = messages[readStoredLanguage()];
  const box = document.createElement('main');
  box.setAttribute('role', 'alert');
  box.style.cssText = 'padding:2rem;font-family:system-ui,sans-serif;color:#0b2545';
  const message = document.createElement('p');
  message.textContent = isLocalOnlyError(error) ? localOnly : text;
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = reload;
  button.addEventListener('click', () => window.location.reload());
  box.append(message, button);
  container.replaceChildren(box);
}
