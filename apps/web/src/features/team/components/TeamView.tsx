import { Unread } from '@/components/ui/ListStates/ListStates';
import { ConnectYours } from '@/features/session/components/ConnectYours';
import { useSearchParams } from '@/lib/hash-router';
import { useTranslation } from '@/lib/use-translation';
import { useTeamInfo } from '../api/get-team-info';
import { TEAM_TEST_IDS } from '../test-ids';
import { BonusCard } from './BonusCard';
import { DirectsPreview } from './DirectsPreview';
import { ExitCapCard } from './ExitCapCard';
import { InviteCard } from './InviteCard';
import { LevelTable } from './LevelTable';
import { RewardChart } from './RewardChart';
import { TeamFigures } from './TeamFigures';
import { TeamSkeleton } from './TeamSkeleton';

/** A visitor's team screen: the levels table and its rules; their own team asks to connect. */
export function VisitorTeamView() {
  const [params] = useSearchParams();
  return (
    <div className="stack stack--page">
      <ConnectYours testIds={TEAM_TEST_IDS} />
      <LevelTable level={0} focus={params.get('tab') === 'community'} />
    </div>
  );
}

/** The signed-in team screen: the user and the network, the bonus, the cap, invite, levels. */
export function TeamView({ address }: { address: string }) {
  const { t } = useTranslation();
  const info = useTeamInfo(address);
  const [params] = useSearchParams();
  if (info.isPending || info.isError) {
    return (
      <Unread
        query={info}
        skeleton={<TeamSkeleton />}
        message={t('team.loadFailed')}
        testId={TEAM_TEST_IDS.error}
      />
    );
  }
  return (
    <div className="stack stack--page">
      <TeamFigures info={info.data} />
      <BonusCard info={info.data} />
      <RewardChart address={address} symbol="X" />
      <ExitCapCard info={info.data} address={address} />
      <InviteCard code={info.data.inviteCode} />
      <LevelTable level={info.data.level} focus={params.get('tab') === 'community'} />
      <DirectsPreview address={address} />
    </div>
  );
}
