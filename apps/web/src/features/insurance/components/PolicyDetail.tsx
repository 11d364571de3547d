import type { InsurancePolicy } from '@xbond/shared/api/insurance';
import { isZero } from '@xbond/shared/math';
import { formatDate } from '@xbond/shared/time';
import type { ReactNode } from 'react';
import { Amount } from '@/components/ui/Amount/Amount';
import { RemainingTime } from '@/components/ui/Countdown/RemainingTime';
import { type FigureItem, Figures } from '@/components/ui/Figures/Figures';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import { INSURANCE_TEST_IDS } from '../test-ids';
import { PolicyStatus } from './PolicyStatus';

function Section({ title, items }: { title: string; items: FigureItem[] }) {
  return (
    <section className="card stack">
      <h2 className="insurance-view__title">{title}</h2>
      <Figures items={items} />
    </section>
  );
}

/** One policy: its order, its terms at purchase, and what maturity decided. */
export function PolicyDetail({ policy }: { policy: InsurancePolicy }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const id = INSURANCE_TEST_IDS.detailField;
  const amount = (v: string, unit: string) => <Amount figure={fmt.amount(v)} unit={unit} />;
  const inCurrency = (v: string) => amount(v, policy.currency);
  const price = (v: string) => t('common.policy.priceValue', { price: fmt.amount(v) });
  const p = policy;
  return (
    <div className="stack" data-testid={INSURANCE_TEST_IDS.detail}>
      <header className="card insurance-detail__head">
        <span className="insurance-pool__balance">{amount(p.amount, 'X')}</span>
        <PolicyStatus status={p.status} testId={id('status')} />
      </header>
      <Section
        title={t('insurance.orderTitle')}
        items={[
          { label: t('common.orderNumber'), value: p.orderNumber, testId: id('number') },
          {
            label: t('common.principal'),
            value: amount(p.orderAmount, 'X'),
            testId: id('principal'),
          },
          {
            label: t('common.term'),
            value: t('common.days', { days: p.days }),
            testId: id('term'),
          },
          {
            label: t('common.maturityTime'),
            value: formatDate(p.maturityTime),
            testId: id('maturity'),
          },
          ...(p.status === 'active'
            ? [
                {
                  label: t('insurance.untilMaturity'),
                  value: <RemainingTime until={p.maturityTime} testId={id('countdown')} />,
                },
              ]
            : []),
        ]}
      />
      <Section
        title={t('insurance.policyTitle')}
        items={[
          { label: t('common.policy.currency'), value: p.currency, testId: id('currency') },
          { label: t('insurance.covered'), value: amount(p.amount, 'X'), testId: id('amount') },
          {
            label: t('common.policy.premium'),
            value: inCurrency(p.premium),
            testId: id('premium'),
          },
          {
            label: t('common.policy.percentage'),
            value: t('common.policy.percentageValue', { rate: fmt.percent(p.premiumBps) }),
            testId: id('percentage'),
          },
          {
            label: t('insurance.priceAtPurchase'),
            value: price(p.priceAtPurchase),
            testId: id('price'),
          },
          {
            label: t('common.policy.insuredValue'),
            value: amount(p.insuredValue, 'USDD'),
            testId: id('value'),
          },
          {
            label: t('common.policy.minReturn'),
            value: t('common.policy.minReturnValue', { rate: fmt.percent(p.minReturnBps) }),
            testId: id('minReturn'),
          },
          {
            label: t('common.policy.guarantee'),
            value: amount(p.guarantee, 'USDD'),
            testId: id('guarantee'),
          },
          { label: t('insurance.boughtAt'), value: formatDate(p.boughtAt), testId: id('boughtAt') },
        ]}
      />
      {p.status !== 'active' && <MaturitySection policy={p} />}
    </div>
  );
}

/** What the day of maturity decided: the price and value then, the payout, any shortfall. */
function MaturitySection({ policy: p }: { policy: InsurancePolicy }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const id = INSURANCE_TEST_IDS.detailField;
  const orNone = (v: string | null, show: (v: string) => ReactNode) =>
    v === null ? t('insurance.notYet') : show(v);
  const inCurrency = (v: string) => <Amount figure={fmt.amount(v)} unit={p.currency} />;
  return (
    <Section
      title={t('insurance.maturityTitle')}
      items={[
        {
          label: t('insurance.priceThen'),
          value: orNone(p.maturityPrice, (v) =>
            t('common.policy.priceValue', { price: fmt.amount(v) }),
          ),
          testId: id('priceThen'),
        },
        {
          label: t('insurance.valueThen'),
          value: orNone(p.maturityValue, (v) => <Amount figure={fmt.amount(v)} unit="USDD" />),
          testId: id('valueThen'),
        },
        { label: t('insurance.payout'), value: orNone(p.payout, inCurrency), testId: id('payout') },
        ...(p.shortfall !== null && !isZero(p.shortfall)
          ? [
              {
                label: t('insurance.shortfall'),
                value: inCurrency(p.shortfall),
                testId: id('shortfall'),
              },
            ]
          : []),
      ]}
    />
  );
}
