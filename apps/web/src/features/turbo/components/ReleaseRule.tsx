import type { TurboInfo } from '@xbond/shared/api/turbo';
import { isZero } from '@xbond/shared/math';
import { useId, useState } from 'react';
import { OnwardLink } from '@/components/ui/OnwardLink/OnwardLink';
import { FigureSlots, LOADING_FIGURE } from '@/components/ui/Skeleton/Skeleton';
import { PATHS } from '@/config/paths';
import { useBalance } from '@/features/session/use-balance';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import { releaseFor } from '../claim-amount';
import { TURBO_TEST_IDS as T } from '../test-ids';

/** The asset bought and released: a symbol, not a word to translate. */
const UNIT = 'X';

/** What buying `value` X would release now: nothing before the vortex, else min(N, pending). */
function ReleasePreview({ info, address }: { info: TurboInfo; address: string }) {
  const { t } = useTranslation();
  const fmt = useFormat().amount;
  const { decimals } = useBalance(address, 'X');
  const [value, setValue] = useState('');
  const inputId = useId();
  const released = value.trim() ? releaseFor(value, info.pending, decimals) : null;
  const previewText = () => {
    if (!info.activated) return t('turbo.previewNone');
    if (isZero(info.pending)) return t('turbo.previewEmpty');
    if (released === null) return t('turbo.previewHint', { amount: fmt(info.pending) });
    return t('turbo.previewResult', { amount: fmt(released) });
  };
  return (
    <div className="stack stack--tight panel turbo-preview">
      <label htmlFor={inputId} className="turbo-preview__label">
        {t('turbo.previewLabel')}
      </label>
      <div className="turbo-preview__input">
        <input
          id={inputId}
          className="input tabular"
          value={value}
          inputMode="decimal"
          autoComplete="off"
          placeholder={t('common.amountPlaceholder')}
          data-testid={T.previewInput}
          onChange={(e) => setValue(e.target.value)}
        />
        <span className="turbo-preview__unit">{UNIT}</span>
      </div>
      <p className="turbo-preview__result" data-testid={T.previewResult} aria-live="polite">
        {previewText()}
      </p>
    </div>
  );
}

interface ReleaseRuleProps {
  /**
   * A visitor's: the activation fee only (system info; undefined until it arrives, a bar in its
   * place, so the card is drawn from the first render); the turbine's once signed in.
   */
  info: TurboInfo | Partial<Pick<TurboInfo, 'activationFee'>>;
  address: string | null;
}

/**
 * The spec's rule said plainly, where to buy X, and once signed in what a purchase would
 * release from the user's own turbine.
 */
export function ReleaseRule({ info, address }: ReleaseRuleProps) {
  const { t } = useTranslation();
  const fmt = useFormat().amount;
  return (
    <section className="card stack" data-testid={T.rule} aria-label={t('turbo.ruleTitle')}>
      <h2 className="card-title">{t('turbo.ruleTitle')}</h2>
      <ol className="turbo-steps">
        <li>{t('turbo.ruleUnstake')}</li>
        <li>
          <FigureSlots
            text={t('turbo.ruleVortex', {
              fee: info.activationFee === undefined ? LOADING_FIGURE : fmt(info.activationFee),
            })}
          />
        </li>
        <li>{t('turbo.ruleRelease')}</li>
      </ol>
      <p className="turbo-card__text">{t('turbo.ruleNoVortex')}</p>
      {address && 'pending' in info && <ReleasePreview info={info} address={address} />}
      <OnwardLink
        to={PATHS.swap}
        className="button button--secondary button--block button-link turbo-link"
        testId={T.swapLink}
      >
        {t('turbo.buyX')}
      </OnwardLink>
    </section>
  );
}
