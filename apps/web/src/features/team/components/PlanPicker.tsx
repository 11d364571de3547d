import type { DonateSchemeList } from '@xbond/shared/api/team';
import { Amount } from '@/components/ui/Amount/Amount';
import { useTranslation } from '@/lib/use-translation';
import { useDonateNum } from '../api/get-donate-num';
import { useTeamFormat } from '../format';
import { planLabel } from '../plans';
import { TEAM_TEST_IDS } from '../test-ids';

type Plan = DonateSchemeList['items'][number];

interface PlanPickerProps {
  plans: Plan[];
  scheme: string | null;
  /** The amount quoted on every plan (settled typing), null before one is valid. */
  amount: string | null;
  error: string | null;
  onChange: (scheme: string) => void;
}

/** The release plans as radio tiles, each with the donation it needs for the typed amount. */
export function PlanPicker({ plans, scheme, amount, error, onChange }: PlanPickerProps) {
  const { t } = useTranslation();
  return (
    <fieldset className="team-choices" aria-invalid={error !== null}>
      <legend className="team-choices__legend">{t('team.releasePlan.plan')}</legend>
      <div className="team-choices__options">
        {plans.map((p) => (
          <PlanTile
            key={p.scheme}
            plan={p}
            on={p.scheme === scheme}
            amount={amount}
            onChange={onChange}
          />
        ))}
      </div>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}

function PlanTile(props: {
  plan: Plan;
  on: boolean;
  amount: string | null;
  onChange: (scheme: string) => void;
}) {
  const { plan, on, amount, onChange } = props;
  const { t } = useTranslation();
  const fmt = useTeamFormat();
  const quote = useDonateNum(plan.scheme, plan.enabled ? amount : null);
  let donation: React.ReactNode = t('team.releasePlan.donationHint');
  if (!plan.enabled) donation = t('team.releasePlan.planClosed');
  else if (quote.data) donation = <Amount figure={fmt.amount(quote.data.donation)} unit="X" />;
  else if (quote.isFetching) donation = <span className="skeleton skeleton--line" />;
  return (
    <label
      className={`choice team-choice${on ? ' choice--on' : ''}${plan.enabled ? '' : ' team-choice--off'}`}
      data-testid={TEAM_TEST_IDS.plan(plan.scheme)}
    >
      <input
        type="radio"
        name="release-plan"
        className="visually-hidden"
        value={plan.scheme}
        checked={on}
        disabled={!plan.enabled}
        onChange={() => onChange(plan.scheme)}
      />
      <span className="team-choice__title">{planLabel(t, fmt, plan)}</span>
      <span className="team-choice__meta">
        <span>{t('team.releasePlan.donation')}</span>
        <span className="tabular" data-testid={TEAM_TEST_IDS.planDonation(plan.scheme)}>
          {donation}
        </span>
      </span>
    </label>
  );
}
