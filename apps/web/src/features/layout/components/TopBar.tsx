import { maskAddress } from '@xbond/shared/mask';
import { type ReactNode, useEffect, useState } from 'react';
import { Icon } from '@/components/ui/Icon/Icon';
import { toast } from '@/components/ui/Toast/toast-store';
import { DEFAULT_PRODUCT_NAME } from '@/config/product';
import { flowStore } from '@/features/session/flow-store';
import { switchToProductChain } from '@/features/session/network';
import { connect } from '@/features/session/session-flow';
import { useIsLogin, useSession } from '@/features/session/store';
import { copyText } from '@/lib/clipboard';
import { Link } from '@/lib/hash-router';
import { throttle } from '@/lib/throttle';
import { useTranslation } from '@/lib/use-translation';
import { TEST_IDS } from '@/testing/test-ids';
import { SCROLL_THROTTLE_MS, topBarAlpha } from '../top-bar-fade';
import './TopBar.css';

function useScrollAlpha(): number {
  const [alpha, setAlpha] = useState(() => topBarAlpha(window.scrollY));
  useEffect(() => {
    const onScroll = throttle(() => setAlpha(topBarAlpha(window.scrollY)), SCROLL_THROTTLE_MS);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      onScroll.cancel();
    };
  }, []);
  return alpha;
}

interface TopBarProps {
  menuOpen: boolean;
  onOpenMenu: () => void;
  /** The notification bell (shown signed in), from the app. */
  bell?: ReactNode;
}

export function TopBar({ menuOpen, onOpenMenu, bell }: TopBarProps) {
  const { t } = useTranslation();
  const alpha = useScrollAlpha();
  const address = useSession((s) => s.address);
  const productName = useSession((s) => s.systemInfo?.productName) ?? DEFAULT_PRODUCT_NAME;
  const isLogin = useIsLogin();
  const signedIn = isLogin && address !== null;
  // The trust cue (docs/README.md, "Screens"): the network beside the address, and a way back from
  // a wrong one.
  const chain = useSession((s) => s.systemInfo);
  const walletChainId = flowStore.use((s) => s.walletChainId);
  const wrongChain = signedIn && chain && walletChainId !== null && walletChainId !== chain.chainId;
  const [switching, setSwitching] = useState(false);

  const onAddress = async () => {
    if (!signedIn) {
      await connect();
      return;
    }
    try {
      await copyText(address);
      toast.success(t('topBar.copied'));
    } catch {
      toast.error(t('topBar.copyFailed'));
    }
  };

  return (
    <header
      className={`top-bar${signedIn ? ' top-bar--signed' : ''}`}
      data-testid={TEST_IDS.topBar}
      data-alpha={alpha}
      style={{ backgroundColor: `rgba(var(--topbar-bg-rgb), ${alpha})` }}
    >
      <div className="top-bar__inner">
        <Link
          to="/"
          className="top-bar__logo"
          aria-label={t('topBar.home', { name: productName })}
          data-testid={TEST_IDS.topBarLogo}
        >
          <img src="/logo.svg" alt="" width="32" height="32" />
          <span className="top-bar__brand">{productName}</span>
        </Link>
        <div className="top-bar__actions">
          <button
            type="button"
            className="top-bar__icon"
            aria-label={t('topBar.walletMenu')}
            data-testid={TEST_IDS.topBarWallet}
            onClick={onOpenMenu}
          >
            <Icon name="wallet" />
          </button>
          {/* Visitors too: the network is always visible (docs/README.md, "Screens"). */}
          {chain && !wrongChain && (
            <span className="top-bar__chain" data-testid={TEST_IDS.topBarNetwork}>
              {chain.chainName}
            </span>
          )}
          {wrongChain && (
            <button
              type="button"
              className="top-bar__wrong"
              data-testid={TEST_IDS.topBarNetwork}
              data-wrong="true"
              disabled={switching}
              aria-label={t('topBar.switchNetwork', { name: chain.chainName })}
              onClick={async () => {
                setSwitching(true);
                await switchToProductChain().finally(() => setSwitching(false));
              }}
            >
              {t('topBar.wrongNetwork')}
            </button>
          )}
          {signedIn && bell}
          <button
            type="button"
            className={`top-bar__address${signedIn ? ' top-bar__address--signed' : ''}`}
            data-testid={TEST_IDS.topBarAddress}
            data-signed-in={signedIn}
            // The accessible name holds the visible (masked) address, as WCAG 2.5.3 asks.
            aria-label={signedIn ? t('topBar.copy', { address: maskAddress(address) }) : undefined}
            onClick={onAddress}
          >
            {signedIn ? (
              <>
                <span className="top-bar__dot" aria-hidden="true" />
                <span className="tabular">{maskAddress(address)}</span>
                <Icon name="copy" className="top-bar__copy" />
              </>
            ) : (
              t('topBar.connect')
            )}
          </button>
          <button
            type="button"
            className="top-bar__icon"
            aria-label={t('topBar.toggleMenu')}
            aria-expanded={menuOpen}
            data-testid={TEST_IDS.topBarToggle}
            onClick={onOpenMenu}
          >
            <Icon name="chevronDown" />
          </button>
        </div>
      </div>
    </header>
  );
}
