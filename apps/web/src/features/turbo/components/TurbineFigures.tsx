import type { TurboInfo } from '@xbond/shared/api/turbo';
import { formatDate } from '@xbond/shared/time';
import { Amount } from '@/components/ui/Amount/Amount';
import { Figures } from '@/components/ui/Figures/Figures';
import { StatusPill } from '@/components/ui/StatusPill/StatusPill';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import { TURBO_TEST_IDS as T } from '../test-ids';

/** The turbine: X pending and claimable, whether the vortex turns, all-time figures. */
export function TurbineFigures({ info }: { info: TurboInfo }) {
  const { t } = useTranslation();
  const fmt = useFormat().amount;
  const x = (v: string) => <Amount figure={fmt(v)} unit="X" />;
  return (
    <section className="card stack" aria-label={t('turbo.turbineTitle')}>
      <header className="spread turbo-card__head">
        <h2 className="card-title">{t('turbo.turbineTitle')}</h2>
        <StatusPill tone={info.activated ? 'success' : 'warning'} testId={T.status}>
          {info.activated ? t('turbo.activated') : t('turbo.notActivated')}
        </StatusPill>
      </header>
      <div className="turbo-headline">
        <div>
          <p className="fine-print">{t('turbo.pending')}</p>
          <p className="turbo-headline__figure" data-testid={T.figure('pending')}>
            {x(info.pending)}
          </p>
        </div>
        <div>
          <p className="fine-print">{t('turbo.claimable')}</p>
          <p
            className="turbo-headline__figure turbo-headline__figure--accent"
            data-testid={T.figure('claimable')}
          >
            {x(info.claimable)}
          </p>
        </div>
      </div>
      <Figures
        items={[
          { label: t('turbo.released'), value: x(info.released), testId: T.figure('released') },
          { label: t('turbo.claimed'), value: x(info.claimed), testId: T.figure('claimed') },
          {
            label: t('turbo.vortex'),
            value: info.activatedAt
              ? t('turbo.activatedSince', { time: formatDate(info.activatedAt) })
              : t('turbo.notActivated'),
            testId: T.figure('vortex'),
          },
        ]}
      />
    </section>
  );
}
