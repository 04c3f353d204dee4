import { useTranslation } from 'react-i18next';
import { findLanguage, languages, storeLanguage, type LanguageCode } from '@console/i18n';
import { useActiveLeaveReasons } from '@console/leave-warning';
import { Menu, MenuItem, useConfirm, type MenuPlacement } from '@console/ui';
import styles from './LanguageSelector.module.css';

export interface LanguageSelectorProps {
  /** Only the flag in the trigger (a collapsed sidebar). */
  compact?: boolean;
  placement?: MenuPlacement;
  /** Reloads the page with the new language; replaceable in tests and stories. */
  reload?: () => void;
}

/**
 * The current language with its flag, and the others to pick. A change is saved and the page reloads,
 * after a confirmation when leaving now would lose something (unsaved changes, a save, an import).
 */
export function LanguageSelector({ compact = false, placement = 'top-start', reload = () => window.location.reload() }: LanguageSelectorProps) {
  const { t, i18n } = useTranslation('common');
  const reasons = useActiveLeaveReasons();
  const { confirm, confirmDialog } = useConfirm();
  const current = findLanguage(i18n.language as LanguageCode);

  const choose = async (code: LanguageCode) => {
    if (code === current.code) return;
    if (reasons.length > 0) {
      const confirmed = await confirm({
        title: t('languages.confirmTitle'),
        message: t('languages.confirmMessage'),
        confirmLabel: t('languages.confirmChange'),
        cancelLabel: t('languages.confirmStay'),
        variant: 'danger',
      });
      if (!confirmed) return;
    }
    storeLanguage(code);
    await i18n.changeLanguage(code);
    reload();
  };

  return (
    <>
      <Menu
        placement={placement}
        triggerLabel={`${t('languages.label')}: ${current.nativeName}`}
        menuLabel={t('languages.label')}
        showChevron={!compact}
        trigger={
          <span className={styles['current']}>
            <img className={styles['flag']} src={current.flag} alt="" width={24} height={16} />
            {!compact && <span>{current.nativeName}</span>}
          </span>
        }
      >
        {languages.map((language) => (
          <MenuItem key={language.code} checked={language.code === current.code} onSelect={() => void choose(language.code)}>
            <span className={styles['option']} lang={language.code}>
              <img className={styles['flag']} src={language.flag} alt={t(language.flagAltKey)} width={24} height={16} />
              {language.nativeName}
            </span>
          </MenuItem>
        ))}
      </Menu>
      {confirmDialog}
    </>
  );
}
