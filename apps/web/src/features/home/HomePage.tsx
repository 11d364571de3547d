import { maskAddress } from '@xbond/shared/mask';
import { Button } from '@/components/ui/Button/Button';
import { Icon } from '@/components/ui/Icon/Icon';
import { InlineSkeleton } from '@/components/ui/Skeleton/Skeleton';
import { DEFAULT_PRODUCT_NAME } from '@/config/product';
import { HOME_NAV_ITEMS } from '@/features/layout/nav';
import { flowStore } from '@/features/session/flow-store';
import { connect } from '@/features/session/session-flow';
import { useIsLogin, useSession } from '@/features/session/store';
import { Link } from '@/lib/hash-router';
import { useTranslation } from '@/lib/use-translation';
import { TEST_IDS } from '@/testing/test-ids';
import { LiveFigures } from './components/LiveFigures';
import { HOME_TEST_IDS } from './test-ids';
import './HomePage.css';

export function HomePage() {
  const { t } = useTranslation();
  const productName = useSession((s) => s.systemInfo?.productName) ?? DEFAULT_PRODUCT_NAME;
  const chainName = useSession((s) => s.systemInfo?.chainName);
  const address = useSession((s) => s.address);
  const isLogin = useIsLogin();
  const busy = flowStore.use((s) => s.busy);

  return (
    <div className="home">
      <section className="home__hero card greeting">
        <img className="home__logo" src="/logo.svg" alt="" width="56" height="56" />
        <h1 className="home__title" data-testid={TEST_IDS.pageHeading}>
          {productName}
        </h1>
        <p className="home__tagline">{t('home.tagline')}</p>
        {isLogin && address ? (
          <div className="home__status">
            <span className="home__dot" aria-hidden="true" />
            <span className="tabular">
              {t('home.signedInAs', { address: maskAddress(address) })}
            </span>
            {chainName !== undefined && (
              <span className="home__chain" data-testid="home-network">
                {t('visitor.network', { name: chainName })}
              </span>
            )}
          </div>
        ) : (
          <div className="home__connect">
            <p className="home__hint">{t('home.connectHint')}</p>
            {/* The line stands while the network's name loads: the button below never moves. */}
            <p
              className="home__chain"
              data-testid={chainName === undefined ? undefined : 'home-network'}
            >
              {chainName === undefined ? (
                <InlineSkeleton />
              ) : (
                t('visitor.network', { name: chainName })
              )}
            </p>
            <Button variant="primary" block disabled={busy} onClick={() => void connect()}>
              {t('topBar.connect')}
            </Button>
          </div>
        )}
      </section>

      <LiveFigures />

      <nav className="home__nav" aria-labelledby="home-nav-title" data-testid={HOME_TEST_IDS.nav}>
        <h2 id="home-nav-title" className="home__nav-title">
          {t('home.nav.title')}
        </h2>
        <ul className="home__grid">
          {HOME_NAV_ITEMS.map((item) => (
            <li key={item.key}>
              <Link
                to={item.to}
                className="home__tile"
                data-testid={HOME_TEST_IDS.navItem(item.key)}
              >
                <span className="home__tile-icon">
                  <Icon name={item.icon} />
                </span>
                <span className="home__tile-label">{t(`home.nav.${item.key}`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

export default HomePage;
