import type { Prize } from '@xbond/shared/api/prize';
import { formatDate } from '@xbond/shared/time';
import { useState } from 'react';
import { ActionButton } from '@/components/ui/ActionButton/ActionButton';
import { Amount } from '@/components/ui/Amount/Amount';
import { ConfirmSheet } from '@/components/ui/ConfirmSheet/ConfirmSheet';
import { StatusPill, type StatusTone } from '@/components/ui/StatusPill/StatusPill';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import { useClaimPrize } from '../flows/use-claim-prize';
import { periodParts } from '../periods';
import { PRIZE_TEST_IDS as P } from '../test-ids';

const TONES: Record<Prize['status'], StatusTone | undefined> = {
  claimable: 'success',
  claimed: 'info',
  expired: undefined,
};
const SHEET_IDS = { sheet: P.claimSheet, confirm: P.claimConfirm, cancel: P.claimCancel };

/** An ended period as people read it: 'hour:2026-11-23T10' -> '2026-11-23 10:00 UTC'. */
export function usePeriodLabel() {
  const { t } = useTranslation();
  return (prize: Pick<Prize, 'period' | 'name'>) =>
    t(`prize.periodName.${prize.period}`, periodParts(prize.name));
}

/** The claim of the viewer's own unclaimed prize: confirm, then claim once. */
function ClaimPrize({ prize, address }: { prize: Prize; address: string }) {
  const { t } = useTranslation();
  const fmt = useFormat().amount;
  const label = usePeriodLabel();
  const claim = useClaimPrize(address);
  const [confirming, setConfirming] = useState(false);
  const amount = fmt(prize.amount);
  const button = t('prize.claimButton', { amount });
  const close = () => setConfirming(false);
  return (
    <>
      <ActionButton
        label={button}
        sending={claim.isPending}
        testId={P.prizeClaim(prize.id)}
        onClick={() => setConfirming(true)}
      />
      <ConfirmSheet
        show={confirming}
        title={t('prize.confirmTitle')}
        items={[
          { label: t('prize.prizeAmount'), value: <Amount figure={amount} unit="USDD" /> },
          { label: t('prize.period'), value: label(prize) },
          { label: t('prize.rank'), value: t('prize.rankValue', { rank: prize.rank }) },
          { label: t('prize.expires'), value: formatDate(prize.expiresAt) },
        ]}
        note={t('prize.confirmNote')}
        confirmLabel={button}
        pending={claim.isPending}
        onConfirm={() => claim.mutate({ id: prize.id }, { onSettled: close })}
        onClose={close}
        testIds={SHEET_IDS}
      />
    </>
  );
}

/** One place won: the period, place, winner, volume, prize, status; Claim on the viewer's own. */
export function WinnerRow({ prize, address }: { prize: Prize; address: string | null }) {
  const { t } = useTranslation();
  const fmt = useFormat().amount;
  const label = usePeriodLabel();
  const id = (field: string) => P.prizeField(prize.id, field);
  const canClaim = address !== null && prize.mine && prize.status === 'claimable';
  return (
    <li
      className={`stack prize-winner${prize.mine ? ' prize-winner--mine' : ''}`}
      data-testid={P.prize(prize.id)}
      data-status={prize.status}
      data-mine={prize.mine}
    >
      <div className="prize-winner__head">
        <span
          className={`prize-rank prize-rank--${Math.min(prize.rank, 4)}`}
          data-testid={id('rank')}
        >
          {prize.rank}
        </span>
        <div className="prize-entry__who">
          <p className="prize-entry__address tabular" data-testid={id('address')}>
            {prize.address}
            {prize.mine && <StatusPill tone="info">{t('prize.yours')}</StatusPill>}
          </p>
          <p className="fine-print tabular" data-testid={id('period')}>
            {label(prize)}
          </p>
        </div>
        <StatusPill tone={TONES[prize.status]} testId={id('status')}>
          {t(`prize.status.${prize.status}`)}
        </StatusPill>
      </div>
      <dl className="prize-winner__figures">
        <div>
          <dt className="fine-print">{t('prize.prizeAmount')}</dt>
          <dd data-testid={id('amount')}>
            <Amount figure={fmt(prize.amount)} unit="USDD" />
          </dd>
        </div>
        <div>
          <dt className="fine-print">{t('prize.volume')}</dt>
          <dd data-testid={id('volume')}>
            <Amount figure={fmt(prize.volume)} unit="USDD" />
          </dd>
        </div>
      </dl>
      {canClaim && <ClaimPrize prize={prize} address={address} />}
      {prize.mine && prize.status === 'claimable' && (
        <p className="fine-print tabular" data-testid={id('expires')}>
          {t('prize.claimBy', { time: formatDate(prize.expiresAt) })}
        </p>
      )}
    </li>
  );
}
