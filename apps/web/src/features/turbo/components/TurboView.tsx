import { Unread } from '@/components/ui/ListStates/ListStates';
import { OnwardLink } from '@/components/ui/OnwardLink/OnwardLink';
import { PATHS } from '@/config/paths';
import { ConnectYours } from '@/features/session/components/ConnectYours';
import { useSession } from '@/features/session/store';
import { useTranslation } from '@/lib/use-translation';
import { useTurboInfo } from '../api/get-turbo-info';
import { TURBO_TEST_IDS as T } from '../test-ids';
import { ClaimForm } from './ClaimForm';
import { ReleaseRule } from './ReleaseRule';
import { TurbineFigures } from './TurbineFigures';
import { TurboSkeleton } from './TurboSkeleton';
import { VortexCard } from './VortexCard';

/**
 * A visitor's turbo: how it works (the fee from the system info, a bar until it arrives: the
 * first paint draws the same card); their turbine asks to connect.
 */
export function VisitorTurboView() {
  const activationFee = useSession((s) => s.systemInfo?.turbo.activationFee);
  return (
    <div className="stack stack--page">
      <ConnectYours testIds={T} />
      <ReleaseRule info={{ activationFee }} address={null} />
    </div>
  );
}

/** The signed-in turbine: its figures, the vortex until activated, the claim, the rule. */
export function TurboView({ address }: { address: string }) {
  const { t } = useTranslation();
  const info = useTurboInfo(address);
  if (info.isPending || info.isError) {
    return (
      <Unread
        query={info}
        skeleton={<TurboSkeleton />}
        message={t('turbo.loadFailed')}
        testId={T.error}
      />
    );
  }
  return (
    <div className="stack stack--page">
      <TurbineFigures info={info.data} />
      {!info.data.activated && <VortexCard info={info.data} address={address} />}
      <ClaimForm info={info.data} address={address} />
      <ReleaseRule info={info.data} address={address} />
      <OnwardLink
        to={PATHS.turboRecord}
        className="button button--text button--block button-link turbo-link"
        testId={T.recordsLink}
      >
        {t('turbo.records')}
      </OnwardLink>
    </div>
  );
}
