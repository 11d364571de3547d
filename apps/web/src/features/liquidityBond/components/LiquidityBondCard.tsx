import type { LiquidityBond } from '@xbond/shared/api/liquidityBond';
import { isZero } from '@xbond/shared/math';
import { formatDate } from '@xbond/shared/time';
import { useState } from 'react';
import { CONFIRM_IDS } from '@/components/bond/confirm-ids';
import { useBondAction } from '@/components/bond/use-bond-action';
import { ActionButton } from '@/components/ui/ActionButton/ActionButton';
import { Amount } from '@/components/ui/Amount/Amount';
import { Button } from '@/components/ui/Button/Button';
import { ConfirmSheet } from '@/components/ui/ConfirmSheet/ConfirmSheet';
import { RemainingTime } from '@/components/ui/Countdown/RemainingTime';
import { OrderAmount, OrderCard } from '@/components/ui/OrderList/OrderCard';
import { StatusPill } from '@/components/ui/StatusPill/StatusPill';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import { claimLiquidityBond, redeemLiquidityBond } from '../api/liquidity-bond';
import { refreshLiquidityBond } from '../flows/refresh';
import { LIQUIDITY_BOND_TEST_IDS } from '../test-ids';

const TONES = { active: 'info', completed: 'success', redeemed: 'warning' } as const;

/** One liquidity bond: released and claimable LP and X, Claim, and forced redemption. */
export function LiquidityBondCard({ bond, address }: { bond: LiquidityBond; address: string }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const [redeeming, setRedeeming] = useState(false);
  const claim = useBondAction(address, 'flowClaim', claimLiquidityBond, refreshLiquidityBond);
  const redeem = useBondAction(address, 'redeem', redeemLiquidityBond, refreshLiquidityBond);
  const id = (field: string) => LIQUIDITY_BOND_TEST_IDS.orderField(bond.id, field);
  const lp = (v: string) => <Amount figure={fmt.amount(v)} unit="LP" />;
  const x = (v: string) => <Amount figure={fmt.amount(v)} unit="X" />;
  const claimable = !isZero(bond.claimableLp) || !isZero(bond.claimableX);
  const r = bond.redemption;
  return (
    <OrderCard
      testId={LIQUIDITY_BOND_TEST_IDS.order(bond.id)}
      status={bond.status}
      head={<OrderAmount testId={id('amount')}>{lp(bond.amount)}</OrderAmount>}
      pill={
        <StatusPill tone={TONES[bond.status]}>
          {t(`liquidityBond.status.${bond.status}`)}
        </StatusPill>
      }
      items={[
        {
          label: t('liquidityBond.orderTime'),
          value: formatDate(bond.orderTime),
          testId: id('orderTime'),
        },
        {
          label: t('liquidityBond.remaining'),
          value:
            bond.status === 'active' ? (
              <RemainingTime
                until={bond.deadline}
                readSeconds={bond.remainingTime}
                testId={id('remaining')}
              />
            ) : (
              t(`liquidityBond.status.${bond.status}`)
            ),
        },
        {
          label: t('liquidityBond.principalReleased'),
          value: lp(bond.principalReleased),
          testId: id('principalReleased'),
        },
        {
          label: t('liquidityBond.principal'),
          value: lp(bond.principal),
          testId: id('principal'),
        },
        {
          label: t('liquidityBond.interestReleased'),
          value: x(bond.interestReleased),
          testId: id('interestReleased'),
        },
        { label: t('liquidityBond.interest'), value: x(bond.interest), testId: id('interest') },
        {
          label: t('liquidityBond.claimableLp'),
          value: lp(bond.claimableLp),
          testId: id('claimableLp'),
        },
        {
          label: t('liquidityBond.claimableX'),
          value: x(bond.claimableX),
          testId: id('claimableX'),
        },
        {
          label: t('liquidityBond.usddValue'),
          value: <Amount figure={fmt.amount(bond.usddValue)} unit="USDD" />,
          testId: id('usddValue'),
        },
        {
          label: t('liquidityBond.discount'),
          value: fmt.percent(bond.discountBps),
          testId: id('discount'),
        },
        {
          label: t('liquidityBond.deadline'),
          value: formatDate(bond.deadline),
          testId: id('deadline'),
        },
        ...(bond.status === 'redeemed' && r
          ? [{ label: t('liquidityBond.penalty'), value: lp(r.penalty), testId: id('penalty') }]
          : []),
        { label: t('common.orderNumber'), value: bond.orderNumber, testId: id('number') },
      ]}
    >
      {claimable && (
        <ActionButton
          label={t('liquidityBond.claim', {
            lp: fmt.amount(bond.claimableLp),
            x: fmt.amount(bond.claimableX),
          })}
          sending={claim.isPending}
          testId={LIQUIDITY_BOND_TEST_IDS.orderClaim(bond.id)}
          onClick={() => claim.mutate({ orderId: bond.id })}
        />
      )}
      {bond.status === 'active' && r && (
        <>
          <Button
            variant="secondary"
            block
            testId={LIQUIDITY_BOND_TEST_IDS.orderRedeem(bond.id)}
            onClick={() => setRedeeming(true)}
          >
            {t('liquidityBond.redeem')}
          </Button>
          <ConfirmSheet
            show={redeeming}
            title={t('liquidityBond.redeemTitle')}
            items={[
              {
                label: t('liquidityBond.principalLeft'),
                value: lp(r.principalLeft),
                testId: id('quoteLeft'),
              },
              {
                label: t('liquidityBond.penalty'),
                value: lp(r.penalty),
                testId: id('quotePenalty'),
              },
              {
                label: t('liquidityBond.returned'),
                value: lp(r.returned),
                testId: id('quoteReturned'),
              },
              {
                label: t('liquidityBond.interestForfeited'),
                value: x(r.interestForfeited),
                testId: id('quoteForfeited'),
              },
            ]}
            note={t('liquidityBond.redeemNote')}
            confirmLabel={t('liquidityBond.redeemButton', { amount: fmt.amount(r.returned) })}
            pending={redeem.isPending}
            onConfirm={() =>
              redeem.mutate(
                { orderId: bond.id },
                { onSuccess: () => setRedeeming(false), onError: () => setRedeeming(false) },
              )
            }
            onClose={() => setRedeeming(false)}
            testIds={CONFIRM_IDS}
          />
        </>
      )}
    </OrderCard>
  );
}
