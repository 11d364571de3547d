import type { FlexiblePledge } from '@xbond/shared/api/pledge';
import { isZero } from '@xbond/shared/math';
import { useState } from 'react';
import { Amount } from '@/components/ui/Amount/Amount';
import { Button } from '@/components/ui/Button/Button';
import { Figures } from '@/components/ui/Figures/Figures';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import { PLEDGE_TEST_IDS } from '../test-ids';
import { UnstakeSheet } from './UnstakeSheet';

interface FlexibleCardProps {
  flexible: FlexiblePledge;
  address: string;
  symbol: string;
}

/** The current (flexible) pledge: principal, daily rate, yesterday's yield, total revenue. */
export function FlexibleCard({ flexible, address, symbol }: FlexibleCardProps) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const [unstaking, setUnstaking] = useState(false);
  const x = (value: string) => <Amount figure={fmt.amount(value)} unit={symbol} />;
  const id = PLEDGE_TEST_IDS.flexibleFigure;
  return (
    <section className="card stack" data-testid={PLEDGE_TEST_IDS.flexible}>
      <h2 className="card-title">{t('pledge.flexible.title')}</h2>
      <Figures
        items={[
          {
            label: t('common.principal'),
            value: x(flexible.principal),
            testId: id('principal'),
          },
          {
            label: t('pledge.flexible.dailyRate'),
            value: fmt.perDay(flexible.ratePpm),
            testId: id('rate'),
          },
          {
            label: t('pledge.yesterdayYield'),
            value: x(flexible.yesterdayYield),
            testId: id('yesterday'),
          },
          { label: t('pledge.totalRevenue'), value: x(flexible.totalRevenue), testId: id('total') },
        ]}
      />
      {!isZero(flexible.principal) && (
        <Button
          variant="secondary"
          block
          testId={PLEDGE_TEST_IDS.unstake}
          onClick={() => setUnstaking(true)}
        >
          {t('pledge.flexible.unstake')}
        </Button>
      )}
      <UnstakeSheet
        show={unstaking}
        principal={flexible.principal}
        address={address}
        symbol={symbol}
        onClose={() => setUnstaking(false)}
      />
    </section>
  );
}
