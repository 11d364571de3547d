import type { InsuranceCurrency } from '@xbond/shared/api/insurance';
import type { FixedOrder } from '@xbond/shared/api/pledge';
import { type FormEvent, useState } from 'react';
import { ActionButton } from '@/components/ui/ActionButton/ActionButton';
import { AmountField } from '@/components/ui/AmountField/AmountField';
import { PausedNotice } from '@/components/ui/PausedNotice/PausedNotice';
import { Sheet } from '@/components/ui/Popup/Sheet';
import { useBalance } from '@/features/session/use-balance';
import { useFormat } from '@/lib/format';
import { usePaused } from '@/lib/switches';
import { useAmountCheck } from '@/lib/use-amount-check';
import { useDebounced } from '@/lib/use-debounced';
import { useTranslation } from '@/lib/use-translation';
import { buyInsurance } from '../api/buy-insurance';
import { useInsuranceQuote } from '../api/get-insurance-quote';
import { usePledgeAction } from '../flows/use-pledge-action';
import { PLEDGE_TEST_IDS } from '../test-ids';
import { AgreementCheck } from './AgreementCheck';
import { CurrencyPicker } from './CurrencyPicker';
import { QuoteFigures } from './QuoteFigures';

/** The quote is asked once the user pauses typing. */
const QUOTE_DELAY_MS = 400;

interface InsureSheetProps {
  order: FixedOrder;
  address: string;
  onClose: () => void;
}

/**
 * Insure a regular order (docs/insurance.md): currency, covered amount (up to the principal),
 * the server's premium quote as the user types, the guarantee, the agreement, one confirm.
 */
export function InsureSheet({ order, address, onClose }: InsureSheetProps) {
  const paused = usePaused('insurance');
  const { t } = useTranslation();
  const fmt = useFormat();
  const { decimals } = useBalance(address, 'X');
  const [currency, setCurrency] = useState<InsuranceCurrency>('USDD');
  const [value, setValue] = useState(order.amount);
  const [agree, setAgree] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const { amount, message } = useAmountCheck(
    value,
    { decimals, balance: order.amount },
    submitted,
    {
      empty: t('validation.enterAmount'),
      insufficient: (max) => t('insurance.overPrincipal', { max }),
    },
  );
  const typed = useDebounced(amount, QUOTE_DELAY_MS);
  const quote = useInsuranceQuote(typed ? { orderId: order.id, currency, amount: typed } : null);
  const insure = usePledgeAction(address, 'insure', buyInsurance);
  // Buying waits for a quote of exactly what is typed; a refused quote (stale price) blocks it.
  const shown = quote.isError ? undefined : quote.data;
  const quoteFor = shown?.amount === amount && shown.currency === currency ? shown : null;

  const close = () => {
    if (!insure.isPending) onClose();
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (!amount || !agree || !quoteFor) return;
    insure.mutate({ orderId: order.id, currency, amount, agree }, { onSuccess: onClose });
  };

  const title = t('insurance.insureTitle', { number: order.orderNumber });
  return (
    <Sheet
      show
      busy={insure.isPending}
      label={title}
      testId={PLEDGE_TEST_IDS.insureSheet}
      onClose={close}
    >
      <form className="sheet-pad sheet-stack" noValidate onSubmit={onSubmit}>
        <PausedNotice feature="insurance" />
        <h2 className="sheet-title">{title}</h2>
        <CurrencyPicker currency={currency} onChange={setCurrency} />
        <AmountField
          label={t('insurance.amount')}
          value={value}
          onChange={setValue}
          symbol="X"
          balance={order.amount}
          balanceText={(amount) => t('insurance.principal', { amount })}
          maxLabel={t('insurance.maxLabel')}
          error={message}
          testIds={{
            input: PLEDGE_TEST_IDS.insureInput,
            max: PLEDGE_TEST_IDS.insureMax,
            error: PLEDGE_TEST_IDS.insureAmountError,
          }}
        />
        <QuoteFigures
          quote={quoteFor}
          loading={Boolean(amount) && !quoteFor && !quote.isError}
          refusal={quote.isError ? quote.error.message : null}
        />
        <AgreementCheck checked={agree} onChange={setAgree} showError={submitted && !agree} />
        <div className="sheet-actions">
          <ActionButton
            label={
              quoteFor
                ? t('insurance.buy', { premium: fmt.amount(quoteFor.premium), currency })
                : t('insurance.insure')
            }
            sending={insure.isPending}
            disabled={paused || quote.isError || Boolean(quoteFor?.market.moving)}
            testId={PLEDGE_TEST_IDS.insureSubmit}
          />
        </div>
      </form>
    </Sheet>
  );
}
