import { LOCALE_BCP47, LOCALE_NATIVE_NAMES, LOCALES, type Locale } from '@xbond/shared/locales';
import { useState } from 'react';
import { Icon } from '@/components/ui/Icon/Icon';
import { Popup } from '@/components/ui/Popup/Popup';
import { toast } from '@/components/ui/Toast/toast-store';
import { loadLanguage } from '@/features/i18n/i18n';
import { sessionStore, useSession } from '@/features/session/store';
import { getSystemInfo } from '@/features/system/api/get-system-info';
import { useTranslation } from '@/lib/use-translation';
import { TEST_IDS } from '@/testing/test-ids';
import './LanguagePopup.css';

interface LanguagePopupProps {
  open: boolean;
  onClose: () => void;
  /** Reloads the page; replaceable in tests. */
  reload?: () => void;
}

/**
 * Spec section 2: choosing a different language fetches system info in it, saves it, closes
 * and reloads. The dictionaries this page uses are fetched in it too (the reload then finds
 * them in the cache). Nothing is saved when a fetch fails ('switchError'), so a failed switch
 * never leaves the page half in one language.
 */
export function LanguagePopup({
  open,
  onClose,
  reload = () => window.location.reload(),
}: LanguagePopupProps) {
  const { t } = useTranslation();
  const current = useSession((s) => s.applicationLocale);
  const [switching, setSwitching] = useState<Locale | null>(null);

  const choose = async (locale: Locale) => {
    if (locale === current) {
      onClose();
      return;
    }
    setSwitching(locale);
    try {
      const [systemInfo] = await Promise.all([getSystemInfo(locale), loadLanguage(locale)]);
      sessionStore.set({ systemInfo });
      sessionStore.setLocale(locale);
      onClose();
      reload();
    } catch {
      toast.error(t('language.switchError'));
    } finally {
      setSwitching(null);
    }
  };

  return (
    <Popup
      show={open}
      mode="center"
      zoom
      closeable
      label={t('language.title')}
      testId={TEST_IDS.languagePopup}
      onClose={onClose}
    >
      <div className="language-popup">
        <h2 className="popup-title language-popup__title">{t('language.title')}</h2>
        <ul className="stack stack--tight bare-list">
          {LOCALES.map((locale) => {
            const selected = locale === current;
            return (
              <li key={locale}>
                <button
                  type="button"
                  className={`popup-option language-popup__option${selected ? ' popup-option--on' : ''}`}
                  lang={LOCALE_BCP47[locale]}
                  aria-pressed={selected}
                  disabled={switching !== null}
                  data-testid={TEST_IDS.languageOption(locale)}
                  onClick={() => void choose(locale)}
                >
                  <span>{LOCALE_NATIVE_NAMES[locale]}</span>
                  {selected && <Icon name="check" className="language-popup__check" />}
                  {switching === locale && <Icon name="spinner" className="language-popup__spin" />}
                </button>
              </li>
            );
          })}
        </ul>
      </div>
    </Popup>
  );
}

export default LanguagePopup;
