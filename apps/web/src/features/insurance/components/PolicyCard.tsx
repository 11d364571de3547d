import type { InsurancePolicy } from '@xbond/shared/api/insurance';
import { Amount } from '@/components/ui/Amount/Amount';
import { Figures } from '@/components/ui/Figures/Figures';
import { PATHS } from '@/config/paths';
import { useFormat } from '@/lib/format';
import { Link } from '@/lib/hash-router';
import { useTranslation } from '@/lib/use-translation';
import { INSURANCE_TEST_IDS } from '../test-ids';
import { PolicyStatus } from './PolicyStatus';

/** One of the user's policies in the pool's list; the whole card opens its detail. */
export function PolicyCard({ policy }: { policy: InsurancePolicy }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const id = (field: string) => INSURANCE_TEST_IDS.policyField(policy.id, field);
  return (
    <li>
      <Link
        to={`${PATHS.insuranceDetail}?id=${encodeURIComponent(policy.id)}`}
        className="card insurance-policy"
        data-testid={INSURANCE_TEST_IDS.policy(policy.id)}
      >
        <header className="insurance-policy__head">
          <span className="tabular" data-testid={id('number')}>
            {policy.orderNumber}
          </span>
          <PolicyStatus status={policy.status} testId={id('status')} />
        </header>
        <Figures
          items={[
            {
              label: t('insurance.covered'),
              value: <Amount figure={fmt.amount(policy.amount)} unit="X" />,
              testId: id('amount'),
            },
            { label: t('common.policy.currency'), value: policy.currency, testId: id('currency') },
            {
              label: t('common.policy.premium'),
              value: <Amount figure={fmt.amount(policy.premium)} unit={policy.currency} />,
              testId: id('premium'),
            },
            {
              label: t('insurance.payout'),
              value:
                policy.payout === null ? (
                  t('insurance.notYet')
                ) : (
                  <Amount figure={fmt.amount(policy.payout)} unit={policy.currency} />
                ),
              testId: id('payout'),
            },
          ]}
        />
      </Link>
    </li>
  );
}
