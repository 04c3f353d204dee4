import { useSearchParams } from 'react-router-dom';
import { isLocale } from '@console/locale';
import { OWN_QUESTION_FROM_MESSAGE_PARAMS } from '@console/routes';

/**
 * A new question of the bank's own asked for by the address (`ownQuestionFromMessage`, from the
 * dashboard), or null; `done` takes the request off the address, so a reload does not ask again.
 */
export function useOwnQuestionFromMessage() {
  const [params, setParams] = useSearchParams();
  const text = params.get(OWN_QUESTION_FROM_MESSAGE_PARAMS.text)?.trim() ?? '';
  const locale = params.get(OWN_QUESTION_FROM_MESSAGE_PARAMS.locale);
  const message = text && isLocale(locale) ? { text, locale } : null;
  const done = () => {
    if (!params.has(OWN_QUESTION_FROM_MESSAGE_PARAMS.text)) return;
    const next = new URLSearchParams(params);
    next.delete(OWN_QUESTION_FROM_MESSAGE_PARAMS.text);
    next.delete(OWN_QUESTION_FROM_MESSAGE_PARAMS.locale);
    void setParams(next, { replace: true });
  };
  return { message, done };
}
