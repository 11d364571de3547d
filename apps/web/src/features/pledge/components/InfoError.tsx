import { LoadError } from '@/components/ui/ListStates/ListStates';
import { useTranslation } from '@/lib/use-translation';
import { PLEDGE_TEST_IDS } from '../test-ids';

/** The staking figures could not be read: say so, and offer to read them again. */
export function InfoError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <LoadError message={t('pledge.loadFailed')} onRetry={onRetry} testId={PLEDGE_TEST_IDS.error} />
  );
}
