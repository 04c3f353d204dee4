import type { ReactNode } from 'react';
import { BrandMark } from './BrandMark';
import { SloganPanel } from './SloganPanel';
import styles from './WelcomeLayout.module.css';

export interface WelcomeLayoutProps {
  /** Usually `<LanguageSelector />`; passed in because the layout may not use another feature. */
  languageSelector?: ReactNode;
  /** Shown above the page, e.g. the steps of a journey. */
  header?: ReactNode;
  children?: ReactNode;
}

/** The frame of the public pages: the slogan panel beside the form, which stays alone on small screens. */
export function WelcomeLayout({ languageSelector, header, children }: WelcomeLayoutProps) {
  return (
    <div className={styles['frame']}>
      <SloganPanel />
      <div className={styles['formSide']}>
        <header className={styles['topBar']}>
          <span className={styles['topBrand']}>
            <BrandMark />
          </span>
          {languageSelector && <div className={styles['language']}>{languageSelector}</div>}
        </header>
        <main className={styles['content']}>
          <div className={styles['column']}>
            {header}
            {children}
          </div>
        </main>
      </div>
    </div>
  );
}
