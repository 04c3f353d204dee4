import { useTranslation } from 'react-i18next';
import type { FaqCategoryId } from '@console/faq-data';
import styles from './CategoryNav.module.css';

export interface CategoryCount {
  category: FaqCategoryId;
  count: number;
}

export interface CategoryNavProps {
  selected: FaqCategoryId | 'all';
  total: number;
  categories: readonly CategoryCount[];
  onSelect: (category: FaqCategoryId | 'all') => void;
}

/** The categories with their question counts; pressing one shows only its questions. */
export function CategoryNav({ selected, total, categories, onSelect }: CategoryNavProps) {
  const { t } = useTranslation('faq');
  const items: Array<{ id: FaqCategoryId | 'all'; label: string; count: number }> = [
    { id: 'all', label: t('categories.all'), count: total },
    ...categories.map(({ category, count }) => ({ id: category, label: t(`categories.${category}`), count })),
  ];
  return (
    <nav aria-label={t('categories.label')} className={styles.nav}>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.id}>
            <button
              type="button"
              className={styles.chip}
              aria-pressed={selected === item.id}
              onClick={() => onSelect(item.id)}
            >
              <span>{item.label}</span>{' '}
              <span className={styles.count}>
                {item.count}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
