import type { PledgeInfo } from '@xbond/shared/api/pledge';
import { div, mul, toFixedDown } from '@xbond/shared/math';
import { Amount } from '@/components/ui/Amount/Amount';
import { type FigureItem, Figures } from '@/components/ui/Figures/Figures';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import { PLEDGE_TEST_IDS } from '../test-ids';

interface LimitsCardProps {
  limit: PledgeInfo['limit'];
  earnings: PledgeInfo['earnings'];
  symbol: string;
}

/** A share of a whole as a bar width in percent, exact and clamped to [0, 100]. */
const percentOf = (part: string, whole: string) =>
  Math.min(100, Math.max(0, Number(toFixedDown(mul(div(part, whole), 100), 2))));

interface MeterProps {
  title: string;
  /** How much of `whole` is taken: the bar's length. */
  part: string;
  whole: string;
  items: FigureItem[];
}

/** One measure of the card: its title, the bar, its figures. */
function Meter({ title, part, whole, items }: MeterProps) {
  return (
    <>
      <h2 className="card-title">{title}</h2>
      <div className="meter" aria-hidden="true">
        <span style={{ width: `${percentOf(part, whole)}%` }} />
      </div>
      <Figures items={items} />
    </>
  );
}

/** The per-user limit (used / left of the max) and the exit cap (earned, cap, frozen). */
export function LimitsCard({ limit, earnings, symbol }: LimitsCardProps) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const x = (value: string) => <Amount figure={fmt.amount(value)} unit={symbol} />;
  const id = PLEDGE_TEST_IDS.limitFigure;
  return (
    <section className="card stack" data-testid={PLEDGE_TEST_IDS.limits}>
      <Meter
        title={t('pledge.limit.title')}
        part={limit.used}
        whole={limit.max}
        items={[
          { label: t('pledge.limit.used'), value: x(limit.used), testId: id('used') },
          { label: t('pledge.limit.left'), value: x(limit.left), testId: id('left') },
          { label: t('pledge.limit.max'), value: x(limit.max), testId: id('max') },
        ]}
      />
      <Meter
        title={t('pledge.earnings.title', { multiple: earnings.multiple })}
        part={earnings.earned}
        whole={earnings.cap}
        items={[
          { label: t('pledge.earnings.earned'), value: x(earnings.earned), testId: id('earned') },
          { label: t('pledge.earnings.cap'), value: x(earnings.cap), testId: id('cap') },
          { label: t('pledge.earnings.left'), value: x(earnings.left), testId: id('capLeft') },
          { label: t('pledge.earnings.frozen'), value: x(earnings.frozen), testId: id('frozen') },
        ]}
      />
      <p className="fine-print">{t('pledge.earnings.note', { multiple: earnings.multiple })}</p>
    </section>
  );
}
