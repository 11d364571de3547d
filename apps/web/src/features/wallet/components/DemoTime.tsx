import { formatDate } from '@xbond/shared/time';
import type { DEV_TIME_STEPS } from '@xbond/shared/values/dev';
import { useState } from 'react';
import { Icon } from '@/components/ui/Icon/Icon';
import { toast } from '@/components/ui/Toast/toast-store';
import { ApiError, HttpError, NetworkError } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { useServerNow } from '@/lib/server-clock';
import { useTranslation } from '@/lib/use-translation';
import { TEST_IDS } from '@/testing/test-ids';
import { advanceDevTime } from '../api/advance-dev-time';

/**
 * The shared steps, tied to `DEV_TIME_STEPS` by type only: that module builds TypeBox schemas
 * at load, which would put TypeBox in the page's bundle.
 */
const STEPS = [3_600, 28_800, 86_400, 2_592_000] as const satisfies typeof DEV_TIME_STEPS;
type Step = (typeof STEPS)[number];

const STEP_LABELS = {
  3600: 'devWallet.time.hour',
  28800: 'devWallet.time.hours8',
  86400: 'devWallet.time.day',
  2592000: 'devWallet.time.days30',
} as const satisfies Record<Step, string>;

/**
 * The demo's time (docs/time.md): the server's clock, ticking, and buttons that move it
 * forward so a newcomer can watch a voucher expire or a period settle in a minute.
 */
export function DemoTime() {
  const { t } = useTranslation();
  const now = useServerNow();
  const [moving, setMoving] = useState<Step | null>(null);

  const advance = async (step: Step) => {
    setMoving(step);
    try {
      const { serverTime } = await advanceDevTime({ advanceSeconds: step });
      // Balances, pending operations, records, system info: whatever the jobs changed.
      await queryClient.invalidateQueries();
      toast.success(t('devWallet.time.moved', { time: formatDate(serverTime) }));
    } catch (error) {
      console.error('POST /dev/time failed', error);
      // An envelope's (localized) message the API client has already shown (ApiError).
      if (error instanceof HttpError || error instanceof NetworkError) {
        toast.error(error.message, { title: t('devWallet.time.failed') });
      } else if (!(error instanceof ApiError)) {
        toast.error(t('devWallet.time.failed'));
      }
    } finally {
      setMoving(null);
    }
  };

  return (
    <section className="demo-time" aria-labelledby="demo-time-title">
      <div className="spread spread--baseline">
        <h3 id="demo-time-title" className="demo-time__title">
          {t('devWallet.time.title')}
        </h3>
        <p className="demo-time__now tabular" data-testid={TEST_IDS.devTimeNow}>
          {now === null ? '–' : formatDate(now)}
        </p>
      </div>
      <div className="demo-time__steps">
        {STEPS.map((step) => (
          <button
            key={step}
            type="button"
            className="button button--secondary"
            disabled={moving !== null}
            aria-busy={moving === step}
            data-testid={TEST_IDS.devTimeAdvance(step)}
            onClick={() => void advance(step)}
          >
            {moving === step && <Icon name="spinner" className="demo-time__spinner" />}
            {t(STEP_LABELS[step])}
          </button>
        ))}
      </div>
    </section>
  );
}
