import { useTranslation } from 'react-i18next';
import { ConnectPrompt as SessionConnectPrompt } from '@/features/session/components/ConnectPrompt';
import { TEST_IDS } from '@/testing/test-ids';

/** Not signed in: the asset screens' connect prompt. */
export function ConnectPrompt() {
  const { t } = useTranslation();
  return (
    <SessionConnectPrompt
      title={t('assets.connectTitle')}
      hint={t('assets.connectHint')}
      testIds={{ prompt: TEST_IDS.assetsConnect, button: TEST_IDS.assetsConnectButton }}
    />
  );
}
