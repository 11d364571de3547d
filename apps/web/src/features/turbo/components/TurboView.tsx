import { Icon } from '@/components/ui/Icon/Icon';
import { LoadError } from '@/components/ui/ListStates/ListStates';
import { PATHS } from '@/config/paths';
import { ConnectYours } from '@/features/session/components/ConnectYours';
import { useSession } from '@/features/session/store';
import { Link } from '@/lib/hash-router';
import { useTranslation } from '@/lib/use-translation';
import { useTurboInfo } from '../api/get-turbo-info';
import { TURBO_TEST_IDS as T } from '../test-ids';
import { ClaimForm } from './ClaimForm';
import { ReleaseRule } from './ReleaseRule';
import { TurbineFigures } from './TurbineFigures';
import { TurboSkeleton } from './TurboSkeleton';
import { VortexCard } from './VortexCard';

/** A visitor's turbo: how it works (the fee from the system info); their turbine asks to connect. */
export function VisitorTurboView() {
  const activationFee = useSession((s) => s.systemInfo?.turbo.activationFee);
  return (
    <div className="turbo">
      <ConnectYours testIds={{ prompt: T.connect, button: T.connectButton }} />
      {activationFee ? <ReleaseRule info={{ activationFee }} address={null} /> : <TurboSkeleton />}
    </div>
  );
}

/** The signed-in turbine: its figures, the vortex until activated, the claim, the rule. */
export function TurboView({ address }: { address: string }) {
  const { t } = useTranslation();
  const info = useTurboInfo(address);
  if (info.isPending) return <TurboSkeleton />;
  if (info.isError) {
    return (
      <LoadError
        message={t('turbo.loadFailed')}
        onRetry={() => void info.refetch()}
        testId={T.error}
      />
    );
  }
  return (
    <div className="turbo">
      <TurbineFigures info={info.data} />
      {!info.data.activated && <VortexCard info={info.data} address={address} />}
      <ClaimForm info={info.data} address={address} />
      <ReleaseRule info={info.data} address={address} />
      <Link
        to={PATHS.turboRecord}
        className="button button--text button--block turbo-link"
        data-testid={T.recordsLink}
      >
        {t('turbo.records')}
        <Icon name="chevronRight" />
      </Link>
    </div>
  );
}
