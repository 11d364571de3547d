import { nextPeriodStart, periodStart } from '@xbond/shared/periods';
import { useServerNow } from '@/lib/server-clock';
import { useTranslation } from '@/lib/use-translation';
import { clock } from '../format';
import { Figure } from './Figure';

/**
 * Time left to the next daily settlement: the next UTC midnight by the server's clock (the
 * demo's may be days ahead). Its own component, so only it re-renders each second.
 */
export function SettlementFigure() {
  const { t } = useTranslation();
  const now = useServerNow();
  let left: number | null = null;
  if (now !== null) {
    const next = nextPeriodStart('day', periodStart('day', new Date(now)));
    left = Math.max(0, Math.floor((next.getTime() - now) / 1000));
  }
  return (
    <Figure field="settlement" label={t('home.nextSettlement')}>
      {left === null ? null : clock(left)}
    </Figure>
  );
}
