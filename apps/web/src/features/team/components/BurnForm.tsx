import { useQuery } from '@tanstack/react-query';
import type { BurnAsset, TeamInfo } from '@xbond/shared/api/team';
import { type FormEvent, useState } from 'react';
import { Amount } from '@/components/ui/Amount/Amount';
import { walletInfoQueryOptions } from '@/features/session/api/get-wallet-info';
import { useSession } from '@/features/session/store';
import { checkAmount } from '@/lib/amount-check';
import { useTranslation } from '@/lib/use-translation';
import { isZeroAmount, X_DECIMALS } from '../amount';
import { burn } from '../api/burn';
import { useTeamAction } from '../flows/use-team-action';
import { useTeamFormat } from '../format';
import { TEAM_TEST_IDS } from '../test-ids';
import { TeamConfirm } from './TeamConfirm';

/**
 * Burn a count of Z, HBOX or BOX equal to the staked principal: no currency chosen says so
 * ("Select the currency to burn"), too few tokens say so, both before anything is sent.
 */
export function BurnForm({ info, address }: { info: TeamInfo; address: string }) {
  const { t } = useTranslation();
  const fmt = useTeamFormat();
  // A system info kept in the tab from before the team settings existed has none yet.
  const assets = useSession((s) => s.systemInfo?.team?.burnAssets) ?? [];
  const wallet = useQuery(walletInfoQueryOptions(address));
  const [asset, setAsset] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const action = useTeamAction(address, 'burn', burn, () => t('result.burnSuccess'));
  const count = info.personalDeposit;
  const nothingStaked = isZeroAmount(count);
  const available = wallet.data?.balances.find((b) => b.asset === asset)?.available ?? null;

  const choose = (next: string) => {
    setAsset(next);
    setError(null);
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!asset) return setError(t('validation.selectBurnCurrency'));
    if (
      checkAmount(count, { decimals: X_DECIMALS, balance: available }) === 'insufficientBalance'
    ) {
      return setError(t('validation.insufficientBalance'));
    }
    setError(null);
    setConfirming(true);
  };
  const onConfirm = () =>
    action.mutate(
      // The choices are system_info's burn assets, the server's own list.
      { asset: asset as BurnAsset },
      { onSettled: () => setConfirming(false) },
    );

  return (
    <form className="stack" noValidate onSubmit={onSubmit}>
      <fieldset className="team-choices">
        <legend className="team-choices__legend">{t('team.burnAsset')}</legend>
        <div className="team-choices__options team-choices__options--three">
          {assets.map((a) => (
            <label
              key={a}
              className={`choice team-choice${a === asset ? ' choice--on' : ''}`}
              data-testid={TEAM_TEST_IDS.burnAsset(a)}
            >
              <input
                type="radio"
                name="burn-asset"
                className="visually-hidden"
                value={a}
                checked={a === asset}
                onChange={() => choose(a)}
              />
              <span className="team-choice__title">{a}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {asset && available !== null && (
        <p className="fine-print tabular">
          {t('team.available', { amount: fmt.amount(available), symbol: asset })}
        </p>
      )}
      {error && (
        <p className="field-error" role="alert" data-testid={TEAM_TEST_IDS.burnError}>
          {error}
        </p>
      )}
      <button
        type="submit"
        className="button button--secondary button--block"
        disabled={action.isPending || nothingStaked}
        data-testid={TEAM_TEST_IDS.burnSubmit}
      >
        {nothingStaked && t('team.burnNothingStaked')}
        {!nothingStaked &&
          (asset
            ? t('team.burnButton', { amount: fmt.amount(count), symbol: asset })
            : t('team.burn'))}
      </button>
      <TeamConfirm
        show={confirming}
        title={t('team.burnTitle')}
        items={[
          {
            label: t('team.burnAmount'),
            value: <Amount figure={fmt.amount(count)} unit={asset ?? ''} />,
          },
          {
            label: t('team.personalDeposit'),
            value: <Amount figure={fmt.amount(count)} unit="X" />,
          },
        ]}
        note={t('team.burnNote', { multiple: info.earnings.multiple })}
        confirmLabel={t('team.burnButton', { amount: fmt.amount(count), symbol: asset ?? '' })}
        pending={action.isPending}
        onConfirm={onConfirm}
        onClose={() => setConfirming(false)}
      />
    </form>
  );
}
