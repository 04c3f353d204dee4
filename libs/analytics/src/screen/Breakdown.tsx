import { useTranslation } from 'react-i18next';
import { BreakdownChart, type BreakdownItem } from '../chart/BreakdownChart';
import { ScrollTable, VisuallyHidden } from '@console/ui';
import styles from './DashboardScreen.module.css';

type BreakdownProps = { title: string; asTable: boolean; items: readonly BreakdownItem[]; /** What the table's first column names: a channel, a language. */ itemHeader: string };

/** A breakdown of the period's users, as bars or as a table of the same numbers. */
export function Breakdown({ title, asTable, items, itemHeader }: BreakdownProps) {
  const { t } = useTranslation('analytics');
  return (
    <section className={styles.panel} aria-label={title}>
      <h2 className={styles.panelTitle}>{title}</h2>
      {asTable ? (
        <ScrollTable className={styles.table}>
            <caption>
              <VisuallyHidden>{title}</VisuallyHidden>
            </caption>
            <thead>
              <tr>
                <th scope="col">{itemHeader}</th>
                <th scope="col" className={styles.number}>
                  {t('metrics.users')}
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.key}>
                  <th scope="row">{item.label}</th>
                  <td className={styles.number}>{item.text}</td>
                </tr>
              ))}
            </tbody>
        </ScrollTable>
      ) : (
        <BreakdownChart title={title} items={items} />
      )}
    </section>
  );
}
