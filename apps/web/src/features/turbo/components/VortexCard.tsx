import { parseAmount } from '@xbond/shared/amount';
import type { TurboInfo } from '@xbond/shared/api/turbo';
import { useState } from 'react';
import { ActionButton } from '@/components/ui/ActionButton/ActionButton';
import { Amount } from '@/components/ui/Amount/Amount';
import { ConfirmSheet } from '@/components/ui/ConfirmSheet/ConfirmSheet';
import { PausedNotice } from '@/components/ui/PausedNotice/PausedNotice';
import { useBalance } from '@/features/session/use-balance';
import { useFormat } from '@/lib/format';
import { usePaused } from '@/lib/switches';
import { useTranslation } from '@/lib/use-translation';
import { activateVortex } from '../api/activate-vortex';
import { useTurboAction } from '../flows/use-turbo-action';
import { TURBO_TEST_IDS as T } from '../test-ids';

const SHEET_IDS = { sheet: T.activateSheet, confirm: T.activateConfirm, cancel: T.activateCancel };

/** Not activated yet: what the vortex does and costs, and the one button that activates it. */
export function VortexCard({ info, address }: { info: TurboInfo; address: string }) {
  const paused = usePaused('turbo');
  const { t } = useTranslation();
  const fmt = useFormat().amount;
  const { available, decimals } = useBalance(address, 'USDD');
  const activate = useTurboAction(address, 'activate', activateVortex);
  const [confirming, setConfirming] = useState(false);
  const fee = fmt(info.activationFee);
  // Checked before asking: the server would refuse it (insufficient balance) anyway.
  const short =
    available !== null &&
    parseAmount(available, decimals) < parseAmount(info.activationFee, decimals);
  const label = t('turbo.activateButton', { fee });

  const onConfirm = () =>
    activate.mutate(
      {},
      { onSuccess: () => setConfirming(false), onError: () => setConfirming(false) },
    );

  return (
    <section className="card stack" data-testid={T.vortex} aria-label={t('turbo.activateTitle')}>
      <PausedNotice feature="turbo" />
      <h2 className="card-title">{t('turbo.activateTitle')}</h2>
      <p className="turbo-card__text">{t('turbo.activateIntro', { fee })}</p>
      {short && (
        <p className="callout" data-testid={T.activateReason}>
          {t('turbo.activateShort', { fee, available: fmt(available ?? '0') })}
        </p>
      )}
      <ActionButton
        label={label}
        sending={activate.isPending}
        disabled={paused || short}
        testId={T.activate}
        onClick={() => setConfirming(true)}
      />
      <ConfirmSheet
        show={confirming}
        title={t('turbo.confirmActivateTitle')}
        items={[
          { label: t('turbo.fee'), value: <Amount figure={fee} unit="USDD" /> },
          { label: t('turbo.paidTo'), value: t('turbo.treasury') },
          { label: t('turbo.charged'), value: t('turbo.once') },
        ]}
        note={t('turbo.activateNote')}
        confirmLabel={label}
        pending={activate.isPending}
        onConfirm={onConfirm}
        onClose={() => setConfirming(false)}
        testIds={SHEET_IDS}
      />
    </section>
  );
}
