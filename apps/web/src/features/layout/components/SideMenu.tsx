import { useQuery } from '@tanstack/react-query';
import { LOCALE_NATIVE_NAMES } from '@xbond/shared/locales';
import type { ReactNode } from 'react';
import { Icon, type IconName } from '@/components/ui/Icon/Icon';
import { Popup } from '@/components/ui/Popup/Popup';
import { PATHS } from '@/config/paths';
import { DEFAULT_PRODUCT_NAME } from '@/config/product';
import { walletInfoQueryOptions } from '@/features/session/api/get-wallet-info';
import { logOut } from '@/features/session/session-flow';
import { selectIsLogin, useSession, useSignedInAddress } from '@/features/session/store';
import {
  demoToolsAvailable,
  devWalletAvailable,
  openDevWallet,
} from '@/features/session/wallet-issue';
import { activeDevWallet } from '@/features/wallet/dev-wallet';
import { Link } from '@/lib/hash-router';
import { useTranslation } from '@/lib/use-translation';
import { TEST_IDS } from '@/testing/test-ids';
import { MENU_ITEMS, type MenuKey } from '../nav';
import './SideMenu.css';

interface SideMenuProps {
  open: boolean;
  current: MenuKey | undefined;
  onClose: () => void;
  onOpenLanguage: () => void;
  onOpenLogoutAll: () => void;
  onOpenWallets: () => void;
}

interface MenuButtonProps {
  icon: IconName;
  label: string;
  testId: string;
  onClick: () => void;
  /** What follows the label (the current language). */
  children?: ReactNode;
}

/** An entry of the menu's foot that opens or does something here rather than going away. */
function MenuButton({ icon, label, testId, onClick, children }: MenuButtonProps) {
  return (
    <button type="button" className="side-menu__item" data-testid={testId} onClick={onClick}>
      <Icon name={icon} className="side-menu__icon" />
      <span>{label}</span>
      {children}
    </button>
  );
}

/** Slides from the left: the eleven entries of spec section 2, the current one highlighted. */
export function SideMenu(props: SideMenuProps) {
  const { open, current, onClose, onOpenLanguage, onOpenLogoutAll, onOpenWallets } = props;
  const { t } = useTranslation();
  const locale = useSession((s) => s.applicationLocale);
  const productName = useSession((s) => s.systemInfo?.productName) ?? DEFAULT_PRODUCT_NAME;
  const system = useSession((s) => s.systemInfo);
  const showDevWallet = devWalletAvailable(system) || activeDevWallet() !== null;
  // With another wallet the same popup offers the demo's time only.
  const showDemoTools = showDevWallet || demoToolsAvailable(system);
  const signedIn = useSession(selectIsLogin);
  // The wallet info says whether the user is an operator; the server checks it on every
  // console route anyway.
  const address = useSignedInAddress();
  const wallet = useQuery({ ...walletInfoQueryOptions(address ?? ''), enabled: address !== null });
  const operator = address !== null && wallet.data?.operator === true;

  return (
    <Popup
      show={open}
      mode="left"
      round={0}
      label={t('menu.title')}
      testId={TEST_IDS.sideMenu}
      onClose={onClose}
    >
      <nav className="side-menu" aria-label={t('menu.title')}>
        <div className="side-menu__head">
          <span className="side-menu__brand">
            <img src="/logo.svg" alt="" width="28" height="28" />
            {productName}
          </span>
          <button
            type="button"
            className="icon-button"
            aria-label={t('menu.close')}
            onClick={onClose}
          >
            <Icon name="close" />
          </button>
        </div>
        <ul className="side-menu__list">
          {MENU_ITEMS.map((item) => {
            const active = item.key === current;
            return (
              <li key={item.key}>
                <Link
                  to={item.path}
                  className={`side-menu__item${active ? ' side-menu__item--active' : ''}`}
                  aria-current={active ? 'page' : undefined}
                  data-testid={TEST_IDS.sideMenuItem(item.key)}
                  data-active={active}
                  onClick={onClose}
                >
                  <Icon name={item.icon} className="side-menu__icon" />
                  <span>{t(`nav.${item.key}`)}</span>
                </Link>
              </li>
            );
          })}
          {operator && (
            <li>
              <Link
                to={PATHS.admin}
                className="side-menu__item"
                data-testid={TEST_IDS.sideMenuOperator}
                onClick={onClose}
              >
                <Icon name="shield" className="side-menu__icon" />
                <span>{t('menu.operator')}</span>
              </Link>
            </li>
          )}
        </ul>
        <div className="side-menu__foot">
          <MenuButton
            icon="globe"
            label={t('menu.language')}
            testId={TEST_IDS.sideMenuLanguage}
            onClick={onOpenLanguage}
          >
            <span className="side-menu__value">{LOCALE_NATIVE_NAMES[locale]}</span>
          </MenuButton>
          <MenuButton
            icon="wallet"
            label={t('menu.wallets')}
            testId={TEST_IDS.sideMenuWallets}
            onClick={onOpenWallets}
          />
          {showDemoTools && (
            <MenuButton
              icon="key"
              label={t(showDevWallet ? 'menu.devWallet' : 'menu.demoTime')}
              testId={TEST_IDS.sideMenuDevWallet}
              onClick={() => {
                onClose();
                openDevWallet();
              }}
            />
          )}
          {signedIn && (
            <>
              <MenuButton
                icon="logout"
                label={t('menu.logout')}
                testId={TEST_IDS.sideMenuLogout}
                onClick={() => {
                  onClose();
                  void logOut();
                }}
              />
              <MenuButton
                icon="logout"
                label={t('menu.logoutAll')}
                testId={TEST_IDS.sideMenuLogoutAll}
                onClick={onOpenLogoutAll}
              />
            </>
          )}
        </div>
      </nav>
    </Popup>
  );
}

export default SideMenu;
