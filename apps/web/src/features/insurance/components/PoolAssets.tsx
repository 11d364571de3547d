import type { InsuranceSummary } from '@xbond/shared/api/insurance';
import { Amount } from '@/components/ui/Amount/Amount';
import { Figures } from '@/components/ui/Figures/Figures';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import { INSURANCE_TEST_IDS } from '../test-ids';

/** Per currency: what the pool holds, the premiums it took in and the payouts it made. */
export function PoolAssets({ pool }: { pool: InsuranceSummary }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  return (
    <section className="insurance-pools" aria-label={t('pages.insurancePool')}>
      {pool.assets.map(({ currency, balance, premiumsIn, payoutsOut }) => {
        const id = (field: string) => INSURANCE_TEST_IDS.poolField(currency, field);
        const figure = (v: string) => <Amount figure={fmt.amount(v)} unit={currency} />;
        return (
          <div
            key={currency}
            className="card stack"
            data-testid={INSURANCE_TEST_IDS.pool(currency)}
          >
            <h2 className="insurance-pool__title">{t('insurance.poolTitle', { currency })}</h2>
            <p className="insurance-pool__balance" data-testid={id('balance')}>
              {figure(balance)}
            </p>
            <Figures
              items={[
                { label: t('insurance.premiumsIn'), value: figure(premiumsIn), testId: id('in') },
                { label: t('insurance.payoutsOut'), value: figure(payoutsOut), testId: id('out') },
              ]}
            />
          </div>
        );
      })}
      <p className="insurance-pools__in-force">
        {t('insurance.inForce')}{' '}
        <strong className="tabular" data-testid={INSURANCE_TEST_IDS.inForce}>
          {pool.activePolicies}
        </strong>
      </p>
    </section>
  );
}
