import type { FixedOrder, PledgeTerm, RepledgePart } from '@xbond/shared/api/pledge';
import { add, gt, isZero, toPlain } from '@xbond/shared/math';
import type { REPLEDGE_PARTS } from '@xbond/shared/values/pledge';
import { useState } from 'react';
import { ActionButton } from '@/components/ui/ActionButton/ActionButton';
import { Amount } from '@/components/ui/Amount/Amount';
import { ChoicePicker } from '@/components/ui/ChoicePicker/ChoicePicker';
import { ConfirmSheet } from '@/components/ui/ConfirmSheet/ConfirmSheet';
import { useTranslation } from '@/lib/use-translation';
import '@/components/ui/AmountField/AmountField.css';
import { PausedNotice } from '@/components/ui/PausedNotice/PausedNotice';
import { useBalance } from '@/features/session/use-balance';
import { useFormat } from '@/lib/format';
import { usePaused } from '@/lib/switches';
import { repledgeOrder } from '../api/repledge-order';
import { usePledgeAction } from '../flows/use-pledge-action';
import { expectedReward } from '../rates';
import { PLEDGE_TEST_IDS } from '../test-ids';
import { CONFIRM_IDS } from './kit-ids';
import { RewardPreview } from './RewardPreview';
import { TermPicker } from './TermPicker';

interface RepledgeFormProps {
  order: FixedOrder;
  terms: PledgeTerm[];
  address: string;
  onDone: () => void;
}

/** The contract's parts, tied to it by type only (a value import would bring TypeBox). */
const PARTS = ['both', 'principal', 'reward'] as const satisfies typeof REPLEDGE_PARTS;

/** What this order can give: its principal once matured, its reward while some is claimable. */
function partsOf(order: FixedOrder): RepledgePart[] {
  const principal = order.status === 'matured';
  const reward = !isZero(order.claimable);
  return PARTS.filter((p) =>
    p === 'both' ? principal && reward : p === 'principal' ? principal : reward,
  );
}

/**
 * The new order from a chosen one: its matured principal (taken back from available,
 * docs/pledge.md) and/or its claimable reward, the term, the expected reward, one confirm.
 */
export function RepledgeForm({ order, terms, address, onDone }: RepledgeFormProps) {
  const paused = usePaused('pledge');
  const { t } = useTranslation();
  const fmt = useFormat();
  const { available, symbol } = useBalance(address, 'X');
  const offered = partsOf(order);
  const [part, setPart] = useState<RepledgePart>(() => offered[0] ?? 'both');
  const [days, setDays] = useState(() => terms[0]?.days ?? 0);
  const [confirming, setConfirming] = useState(false);
  const repledge = usePledgeAction(address, 'repledge', repledgeOrder);
  const term = terms.find((x) => x.days === days) ?? terms[0];
  const principal = part === 'reward' ? '0' : order.amount;
  const reward = part === 'principal' ? '0' : order.claimable;
  const amount = toPlain(add(principal, reward));
  // The principal went back to available at maturity; spent since, it cannot be repledged.
  const short = available !== null && gt(principal, available);
  const x = (value: string) => <Amount figure={fmt.amount(value)} unit={symbol} />;

  if (!term || offered.length === 0) return null;
  return (
    <section className="card stack" aria-labelledby="repledge-title">
      <PausedNotice feature="pledge" />
      <h2 id="repledge-title" className="card-title">
        {t('pledge.repledge.newOrder')}
      </h2>
      {offered.length > 1 && (
        <ChoicePicker
          legend={t('pledge.repledge.parts.legend')}
          name="repledge-part"
          choices={offered.map((p) => ({
            value: p,
            label: t(`pledge.repledge.parts.${p}`),
            testId: PLEDGE_TEST_IDS.choice('repledge-part', p),
          }))}
          value={part}
          onChange={setPart}
        />
      )}
      <TermPicker terms={terms} days={term.days} onChange={setDays} />
      <RewardPreview amount={amount} term={term} symbol={symbol} />
      <p className="fine-print">
        {t(part === 'reward' ? 'pledge.repledge.rewardNote' : 'pledge.repledge.principalNote')}
      </p>
      {short && (
        <p className="field-error" role="alert" data-testid={PLEDGE_TEST_IDS.amountError}>
          {t('validation.insufficientBalance')}
        </p>
      )}
      <ActionButton
        label={t('pledge.repledge.confirm', { amount: fmt.amount(amount), symbol })}
        disabled={paused || short || repledge.isPending}
        testId={PLEDGE_TEST_IDS.repledgeSubmit}
        onClick={() => setConfirming(true)}
      />
      <ConfirmSheet
        show={confirming}
        title={t('pledge.repledge.confirmTitle')}
        items={[
          ...(part === 'reward'
            ? []
            : [{ label: t('pledge.repledge.principal'), value: x(principal) }]),
          ...(part === 'principal'
            ? []
            : [{ label: t('pledge.repledge.claimable'), value: x(reward) }]),
          { label: t('pledge.repledge.total'), value: x(amount) },
          { label: t('common.term'), value: t('common.days', { days: term.days }) },
          { label: t('pledge.todayRate'), value: fmt.perDay(term.todayRatePpm) },
          {
            label: t('pledge.orders.expectedMin'),
            value: x(expectedReward(amount, term.minRatePpm, term.days)),
          },
          {
            label: t('pledge.orders.expectedMax'),
            value: x(expectedReward(amount, term.maxRatePpm, term.days)),
          },
        ]}
        note={t('pledge.regularNote')}
        confirmLabel={t('pledge.repledge.confirm', { amount: fmt.amount(amount), symbol })}
        pending={repledge.isPending}
        onConfirm={() =>
          repledge.mutate(
            { orderId: order.id, days: term.days, parts: part },
            {
              onSuccess: () => {
                setConfirming(false);
                onDone();
              },
            },
          )
        }
        onClose={() => setConfirming(false)}
        testIds={CONFIRM_IDS}
      />
    </section>
  );
}
