import type { FixedOrder } from '@xbond/shared/api/pledge';
import { toMillis } from '@xbond/shared/time';
import { useState } from 'react';
import { Button } from '@/components/ui/Button/Button';
import { useServerNow } from '@/lib/server-clock';
import { useTranslation } from '@/lib/use-translation';
import { PLEDGE_TEST_IDS } from '../test-ids';
import { InsureSheet } from './InsureSheet';

/**
 * Insure: offered on an active order without a policy, before its maturity by the server's
 * clock (the server refuses later ones); the sheet is mounted only while open, so it starts
 * afresh each time.
 */
export function InsureAction({ order, address }: { order: FixedOrder; address: string }) {
  const { t } = useTranslation();
  const now = useServerNow();
  const [open, setOpen] = useState(false);
  const msLeft =
    now === null ? order.remainingRewardTime * 1000 : toMillis(order.maturityTime) - now;
  if (order.status !== 'active' || order.insured || msLeft <= 0) return null;
  return (
    <>
      <Button
        variant="secondary"
        block
        testId={PLEDGE_TEST_IDS.orderInsure(order.id)}
        onClick={() => setOpen(true)}
      >
        {t('insurance.insure')}
      </Button>
      {open && <InsureSheet order={order} address={address} onClose={() => setOpen(false)} />}
    </>
  );
}
