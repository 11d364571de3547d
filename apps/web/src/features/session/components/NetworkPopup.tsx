import { Popup, PopupAnswers } from '@/components/ui/Popup/Popup';
import { useTranslation } from '@/lib/use-translation';
import { TEST_IDS } from '@/testing/test-ids';
import { flowStore } from '../flow-store';
import { answerNetworkPrompt } from '../network';
import './SessionPopups.css';

/** The wrong-chain prompt: switch, or close and stay signed out. */
export function NetworkPopup() {
  const { t } = useTranslation();
  const prompt = flowStore.use((s) => s.networkPrompt);
  return (
    <Popup
      show={prompt !== null}
      mode="center"
      label={t('network.wrongTitle')}
      testId={TEST_IDS.networkPopup}
      onClose={() => answerNetworkPrompt(false)}
    >
      <div className="session-popup">
        <h2 className="session-popup__title">{t('network.wrongTitle')}</h2>
        <p className="session-popup__text">
          {t('network.wrongText', { chainId: prompt?.chainId ?? '' })}
        </p>
        <PopupAnswers
          className="session-popup__actions"
          no={{ label: t('common.cancel'), onClick: () => answerNetworkPrompt(false) }}
          yes={{ label: t('network.switch'), onClick: () => answerNetworkPrompt(true) }}
        />
      </div>
    </Popup>
  );
}
export default NetworkPopup;
