import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { DEFAULT_PRODUCT_NAME } from '@/config/product';
import { flowStore } from '@/features/session/flow-store';
import { chooseDevWalletAccount } from '@/features/session/session-flow';
import { useSession } from '@/features/session/store';
import { devWalletAvailable } from '@/features/session/wallet-issue';
import { activeDevWallet } from '@/features/wallet/dev-wallet';
import { useLocation } from '@/lib/hash-router';
import { useTranslation } from '@/lib/use-translation';
import { layoutStore } from '../layout-store';
import type { MenuKey } from '../nav';
import { Footer } from './Footer';
import './Layout.css';
import { TopBar } from './TopBar';

// Loaded when first asked for: most visits never open them.
const LogoutAllSheet = lazy(() => import('@/features/session/components/LogoutAllSheet'));
const InvitePopup = lazy(() => import('@/features/session/components/InvitePopup'));
const NetworkPopup = lazy(() => import('@/features/session/components/NetworkPopup'));
const WalletSheet = lazy(() => import('@/features/session/components/WalletSheet'));
const SideMenu = lazy(() => import('./SideMenu'));
const LanguagePopup = lazy(() => import('./LanguagePopup'));
// The demo's tools, none in a production build. A static import, though unused there, would
// still pull the popup's shared parts (Popup) into every visitor's shell.
const DevWalletPopup = __DEV_WALLET__
  ? lazy(() => import('@/features/wallet/components/DevWalletPopup'))
  : null;

/** True from the first time `open` is, so that closing can animate. */
function useAsked(open: boolean): boolean {
  const [asked, setAsked] = useState(false);
  if (open && !asked) setAsked(true);
  return asked || open;
}

interface LayoutProps {
  /** The top bar's notification bell, handed in by the app (the shell imports no feature). */
  bell?: ReactNode;
  /** The side menu's entry of the route shown (app/pages.ts). */
  section?: MenuKey;
  /** The route's page. */
  children?: ReactNode;
}

/** The frame of every route: top bar, page body, footer, side menu and the app's popups. */
export function Layout({ bell, section, children }: LayoutProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const productName = useSession((s) => s.systemInfo?.productName) ?? DEFAULT_PRODUCT_NAME;
  const menuOpen = layoutStore.use((s) => s.menuOpen);
  const languageOpen = layoutStore.use((s) => s.languageOpen);
  const logoutAllOpen = layoutStore.use((s) => s.logoutAllOpen);
  const logoutAllAsked = useAsked(logoutAllOpen);
  const menuAsked = useAsked(menuOpen);
  const languageAsked = useAsked(languageOpen);
  const inviteAsked = useAsked(flowStore.use((s) => s.inviteOpen));
  const networkAsked = useAsked(flowStore.use((s) => s.networkPrompt !== null));
  const walletsAsked = useAsked(flowStore.use((s) => s.walletSheetOpen));
  const devWalletOpen = flowStore.use((s) => s.devWalletOpen);
  const system = useSession((s) => s.systemInfo);

  // Spec section 2: every route's title is the product name.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-assert on every navigation.
  useEffect(() => {
    document.title = productName;
  }, [productName, location.pathname]);

  // A new page starts at its top.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location.pathname]);

  return (
    <div className="layout">
      {/* A button, not href="#main": the hash is the router's. */}
      <button
        type="button"
        className="layout__skip"
        onClick={() => document.getElementById('main')?.focus()}
      >
        {t('app.skipToContent')}
      </button>
      <TopBar
        menuOpen={menuOpen}
        onOpenMenu={() => layoutStore.set({ menuOpen: true })}
        bell={bell}
      />
      <main id="main" className="layout__main" tabIndex={-1}>
        {/* The frame shows at once; a page whose code is on its way fills in. */}
        <Suspense fallback={null}>{children}</Suspense>
      </main>
      <Footer />
      <Suspense fallback={null}>
        {menuAsked && (
          <SideMenu
            open={menuOpen}
            current={section}
            onClose={() => layoutStore.set({ menuOpen: false })}
            onOpenLanguage={() => layoutStore.set({ menuOpen: false, languageOpen: true })}
            onOpenLogoutAll={() => layoutStore.set({ menuOpen: false, logoutAllOpen: true })}
            onOpenWallets={() => {
              layoutStore.set({ menuOpen: false });
              flowStore.set({ walletSheetOpen: true });
            }}
          />
        )}
        {languageAsked && (
          <LanguagePopup
            open={languageOpen}
            onClose={() => layoutStore.set({ languageOpen: false })}
          />
        )}
      </Suspense>
      {logoutAllAsked && (
        <Suspense fallback={null}>
          <LogoutAllSheet
            show={logoutAllOpen}
            onClose={() => layoutStore.set({ logoutAllOpen: false })}
          />
        </Suspense>
      )}
      <Suspense fallback={null}>
        {inviteAsked && <InvitePopup />}
        {networkAsked && <NetworkPopup />}
        {walletsAsked && <WalletSheet />}
      </Suspense>
      {DevWalletPopup && (
        <Suspense fallback={null}>
          <DevWalletPopup
            open={devWalletOpen}
            accounts={devWalletAvailable(system) || activeDevWallet() !== null}
            onClose={() => flowStore.set({ devWalletOpen: false })}
            onUse={chooseDevWalletAccount}
          />
        </Suspense>
      )}
    </div>
  );
}
