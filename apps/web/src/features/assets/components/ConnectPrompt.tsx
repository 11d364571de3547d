import { Figures } from '@/components/ui/Figures/Figures';
import { InlineSkeleton } from '@/components/ui/Skeleton/Skeleton';
import { ConnectPrompt as SessionConnectPrompt } from '@/features/session/components/ConnectPrompt';
import { useSession } from '@/features/session/store';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import { ASSETS_TEST_IDS } from '../test-ids';

/**
 * Not signed in: the asset screens' rules that are everyone's (the withdrawal minimum and fee,
 * the deposit's confirmations, from the system info), then the connect prompt for the balances.
 */
export function ConnectPrompt() {
  const { t } = useTranslation();
  const fmt = useFormat();
  const system = useSession((s) => s.systemInfo);
  return (
    <>
      {/* The card stands while the system's settings load: the prompt below never moves. */}
      <section
        className="card visitor-rules"
        aria-label={t('visitor.assetRules')}
        aria-busy={system ? undefined : true}
        data-testid={system ? 'assets-rules' : undefined}
      >
        <h2 className="visitor-rules__title">{t('visitor.assetRules')}</h2>
        <Figures
          items={[
            {
              label: t('visitor.withdrawMin'),
              value: system ? fmt.amount(system.withdraw.min) : <InlineSkeleton />,
            },
            {
              label: t('visitor.withdrawFee'),
              value: system ? fmt.percent(system.withdraw.feeBps) : <InlineSkeleton />,
            },
            {
              label: t('visitor.depositConfirmations'),
              value: system ? String(system.depositConfirmations) : <InlineSkeleton />,
            },
          ]}
        />
      </section>
      <SessionConnectPrompt
        title={t('assets.connectTitle')}
        hint={t('assets.connectHint')}
        testIds={{
          connect: ASSETS_TEST_IDS.assetsConnect,
          connectButton: ASSETS_TEST_IDS.assetsConnectButton,
        }}
      />
    </>
  );
}
