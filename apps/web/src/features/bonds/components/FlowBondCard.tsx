import type { FlowBond } from '@xbond/shared/api/liquidityBond';
import { isZero } from '@xbond/shared/math';
import { formatDate } from '@xbond/shared/time';
import { useState } from 'react';
import { ActionButton } from '@/components/ui/ActionButton/ActionButton';
import { Amount } from '@/components/ui/Amount/Amount';
import { ConfirmSheet } from '@/components/ui/ConfirmSheet/ConfirmSheet';
import { RemainingTime } from '@/components/ui/Countdown/RemainingTime';
import { OrderAmount, OrderCard } from '@/components/ui/OrderList/OrderCard';
import { StatusPill } from '@/components/ui/StatusPill/StatusPill';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import { BOND_TEST_IDS } from '@/testing/bond-test-ids';
import { claimFlowBond, redeemFlowBond } from '../api/flow';
import { useBondAction } from '../flows/use-bond-action';
import { CONFIRM_IDS } from './kit-ids';

const TONES = { active: 'info', completed: 'success', redeemed: 'warning' } as const;

/** One liquidity bond: released and claimable LP and X, Claim, and forced redemption. */
export function FlowBondCard({ bond, address }: { bond: FlowBond; address: string }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const [redeeming, setRedeeming] = useState(false);
  const claim = useBondAction(address, 'flowClaim', claimFlowBond);
  const redeem = useBondAction(address, 'redeem', redeemFlowBond);
  const id = (field: string) => BOND_TEST_IDS.orderField(bond.id, field);
  const lp = (v: string) => <Amount figure={fmt.amount(v)} unit="LP" />;
  const x = (v: string) => <Amount figure={fmt.amount(v)} unit="X" />;
  const claimable = !isZero(bond.claimableLp) || !isZero(bond.claimableX);
  const r = bond.redemption;
  return (
    <OrderCard
      testId={BOND_TEST_IDS.order(bond.id)}
      status={bond.status}
      head={<OrderAmount testId={id('amount')}>{lp(bond.amount)}</OrderAmount>}
      pill={<StatusPill tone={TONES[bond.status]}>{t(`bonds.status.${bond.status}`)}</StatusPill>}
      items={[
        {
          label: t('bonds.orderTime'),
          value: formatDate(bond.orderTime),
          testId: id('orderTime'),
        },
        {
          label: t('bonds.remaining'),
          value:
            bond.status === 'active' ? (
              <RemainingTime
                until={bond.deadline}
                readSeconds={bond.remainingTime}
                testId={id('remaining')}
              />
            ) : (
              t(`bonds.status.${bond.status}`)
            ),
        },
        {
          label: t('bonds.flow.principalReleased'),
          value: lp(bond.principalReleased),
          testId: id('principalReleased'),
        },
        { label: t('bonds.flow.principal'), value: lp(bond.principal), testId: id('principal') },
        {
          label: t('bonds.flow.interestReleased'),
          value: x(bond.interestReleased),
          testId: id('interestReleased'),
        },
        { label: t('bonds.flow.interest'), value: x(bond.interest), testId: id('interest') },
        {
          label: t('bonds.flow.claimableLp'),
          value: lp(bond.claimableLp),
          testId: id('claimableLp'),
        },
        {
          label: t('bonds.flow.claimableX'),
          value: x(bond.claimableX),
          testId: id('claimableX'),
        },
        {
          label: t('bonds.flow.usddValue'),
          value: <Amount figure={fmt.amount(bond.usddValue)} unit="USDD" />,
          testId: id('usddValue'),
        },
        {
          label: t('bonds.discount'),
          value: fmt.percent(bond.discountBps),
          testId: id('discount'),
        },
        { label: t('bonds.deadline'), value: formatDate(bond.deadline), testId: id('deadline') },
        ...(bond.status === 'redeemed' && r
          ? [{ label: t('bonds.flow.penalty'), value: lp(r.penalty), testId: id('penalty') }]
          : []),
        { label: t('common.orderNumber'), value: bond.orderNumber, testId: id('number') },
      ]}
    >
      {claimable && (
        <ActionButton
          label={t('bonds.flow.claim', {
            lp: fmt.amount(bond.claimableLp),
            x: fmt.amount(bond.claimableX),
          })}
          sending={claim.isPending}
          testId={BOND_TEST_IDS.orderClaim(bond.id)}
          onClick={() => claim.mutate({ orderId: bond.id })}
        />
      )}
      {bond.status === 'active' && r && (
        <>
          <button
            type="button"
            className="button button--secondary button--block"
            data-testid={BOND_TEST_IDS.orderRedeem(bond.id)}
            onClick={() => setRedeeming(true)}
          >
            {t('bonds.flow.redeem')}
          </button>
          <ConfirmSheet
            show={redeeming}
            title={t('bonds.flow.redeemTitle')}
            items={[
              {
                label: t('bonds.flow.principalLeft'),
                value: lp(r.principalLeft),
                testId: id('quoteLeft'),
              },
              { label: t('bonds.flow.penalty'), value: lp(r.penalty), testId: id('quotePenalty') },
              {
                label: t('bonds.flow.returned'),
                value: lp(r.returned),
                testId: id('quoteReturned'),
              },
              {
                label: t('bonds.flow.interestForfeited'),
                value: x(r.interestForfeited),
                testId: id('quoteForfeited'),
              },
            ]}
            note={t('bonds.flow.redeemNote')}
            confirmLabel={t('bonds.flow.redeemButton', { amount: fmt.amount(r.returned) })}
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
