import type { DonateSchemeList, ReleasePlan, TeamInfo } from '@xbond/shared/api/team';
import { type FormEvent, useState } from 'react';
import { ActionButton } from '@/components/ui/ActionButton/ActionButton';
import { Amount } from '@/components/ui/Amount/Amount';
import { AmountField } from '@/components/ui/AmountField/AmountField';
import { PausedNotice } from '@/components/ui/PausedNotice/PausedNotice';
import { usePaused } from '@/lib/switches';
import { useAmountCheck } from '@/lib/use-amount-check';
import { useDebounced } from '@/lib/use-debounced';
import { useTranslation } from '@/lib/use-translation';
import { isZeroAmount, X_DECIMALS } from '../amount';
import { useDonateNum } from '../api/get-donate-num';
import { startRelease } from '../api/start-release';
import { useTeamAction } from '../flows/use-team-action';
import { useTeamFormat } from '../format';
import { planLabel } from '../plans';
import { TEAM_TEST_IDS } from '../test-ids';
import { PlanPicker } from './PlanPicker';
import { ReleaseQuote } from './ReleaseQuote';
import { TeamConfirm } from './TeamConfirm';

/** The server is asked for the plans' donations once typing pauses this long. */
const QUOTE_DELAY_MS = 400;

interface PlanFormProps {
  info: TeamInfo;
  plans: DonateSchemeList['items'];
  address: string;
}

/**
 * Locked bonus into a release plan: the amount, the plans with the donation each needs, the
 * chosen plan's daily release, end and schedule; confirm; the plan starts with its
 * Idempotency-Key. Everything missing is said before anything is sent.
 */
export function PlanForm({ info, plans, address }: PlanFormProps) {
  const paused = usePaused('teamRelease');
  const { t } = useTranslation();
  const fmt = useTeamFormat();
  const [value, setValue] = useState('');
  const [scheme, setScheme] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const input = useAmountCheck(value, { decimals: X_DECIMALS, balance: info.locked }, submitted, {
    empty: t('validation.enterDonationAmount'),
  });
  const settled = useDebounced(input.amount, QUOTE_DELAY_MS);
  const plan = plans.find((p) => p.scheme === scheme) ?? null;
  const quote = useDonateNum(scheme ?? '', plan?.enabled ? settled : null);
  const current = quote.data?.amount === input.amount ? quote.data : undefined;
  const action = useTeamAction(address, 'release', startRelease, (p: ReleasePlan) =>
    isZeroAmount(p.donation) ? t('team.releasePlan.started') : t('result.donationSuccess'),
  );

  const both = input.problem === 'empty' && !plan;
  const planError = submitted && !plan && !both ? t('validation.selectDonationPlan') : null;
  const amountError = submitted && both ? t('team.releasePlan.enterAmountAndPlan') : input.message;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (input.amount && plan) setConfirming(true);
  };
  const onConfirm = () => {
    if (!input.amount || !plan) return;
    action.mutate(
      { scheme: plan.scheme, amount: input.amount },
      {
        onSuccess: () => {
          setValue('');
          setSubmitted(false);
        },
        onSettled: () => setConfirming(false),
      },
    );
  };
  const shown = fmt.amount(input.amount ?? '0');

  return (
    <form className="card stack" noValidate onSubmit={onSubmit}>
      <PausedNotice feature="teamRelease" />
      <h2 className="card-title">{t('team.releasePlan.startTitle')}</h2>
      <p className="fine-print">{t('team.releasePlan.intro')}</p>
      {plans.some((p) => !p.enabled) && (
        <p className="callout" role="status" data-testid={TEAM_TEST_IDS.plansClosed}>
          {t('team.releasePlan.closed')}
        </p>
      )}
      <AmountField
        label={t('team.releasePlan.amount')}
        value={value}
        onChange={setValue}
        symbol="X"
        balance={info.locked}
        balanceText={(amount) => t('team.releasePlan.lockedBalance', { amount })}
        maxLabel={t('team.releasePlan.maxLabel')}
        error={amountError}
        testIds={{
          input: TEAM_TEST_IDS.amountInput,
          max: TEAM_TEST_IDS.amountMax,
          error: TEAM_TEST_IDS.amountError,
          balance: TEAM_TEST_IDS.amountBalance,
        }}
      />
      <PlanPicker
        plans={plans}
        scheme={scheme}
        amount={settled}
        error={planError}
        onChange={setScheme}
      />
      {current && <ReleaseQuote quote={current} />}
      {quote.isError && (
        <p className="field-error" role="alert">
          {quote.error.message}
        </p>
      )}
      <ActionButton
        label={
          input.amount
            ? t('team.releasePlan.startButton', { amount: shown })
            : t('team.releasePlan.start')
        }
        disabled={paused || action.isPending}
        testId={TEAM_TEST_IDS.releaseSubmit}
      />
      <TeamConfirm
        show={confirming}
        title={t('team.releasePlan.confirmTitle')}
        items={[
          { label: t('team.releasePlan.amount'), value: <Amount figure={shown} unit="X" /> },
          { label: t('team.releasePlan.plan'), value: plan ? planLabel(t, fmt, plan) : '' },
          {
            label: t('team.releasePlan.donation'),
            value: current ? <Amount figure={fmt.amount(current.donation)} unit="X" /> : '…',
          },
          {
            label: t('team.releasePlan.estimatedEnd'),
            value: current ? fmt.time(current.estimatedEnd) : '…',
          },
        ]}
        note={t('team.releasePlan.confirmNote')}
        confirmLabel={t('team.releasePlan.startButton', { amount: shown })}
        pending={action.isPending}
        disabled={!current}
        onConfirm={onConfirm}
        onClose={() => setConfirming(false)}
      />
    </form>
  );
}
