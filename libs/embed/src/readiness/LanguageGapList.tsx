import { useTranslation } from 'react-i18next';
import type { LanguageGap } from './language-gaps';

/** One line per language and kind of gap, in words a bank's staff can act on. */
export function LanguageGapList({ gaps, className }: { gaps: readonly LanguageGap[]; className?: string }) {
  const { t } = useTranslation('embed');
  const items = gaps.flatMap(({ locale, products, answers, alike }) => {
    const language = t(`languageNames.${locale}`, { ns: 'common' });
    return [
      ...(products > 0 ? [{ key: `${locale}-products`, text: t('publish.gaps.products', { count: products, language }) }] : []),
      ...(answers > 0 ? [{ key: `${locale}-answers`, text: t('publish.gaps.answers', { count: answers, language }) }] : []),
      ...alike.map(({ name, count }) => ({ key: `${locale}-alike-${name}`, text: t('publish.gaps.alike', { count, name, language }) })),
    ];
  });
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.key}>{item.text}</li>
      ))}
    </ul>
  );
}
