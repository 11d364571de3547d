import { Icon } from '@/components/ui/Icon/Icon';
import { DEFAULT_PRODUCT_NAME } from '@/config/product';
import { useSession } from '@/features/session/store';
import { useTranslation } from '@/lib/use-translation';
import { TEST_IDS } from '@/testing/test-ids';
import './Footer.css';

/** After every page body: brand, the four community links from settings, the copyright line. */
export function Footer() {
  const { t } = useTranslation();
  const productName = useSession((s) => s.systemInfo?.productName) ?? DEFAULT_PRODUCT_NAME;
  const links = useSession((s) => s.systemInfo?.footerLinks);
  return (
    <footer className="footer" data-testid={TEST_IDS.footer}>
      <div className="footer__brand">
        <img src="/logo.svg" alt="" width="28" height="28" />
        <span className="footer__name">{productName}</span>
      </div>
      <p className="footer__tagline">{t('footer.tagline')}</p>
      {links && links.length > 0 && (
        <ul className="footer__links" aria-label={t('footer.links')}>
          {links.map((link) => (
            <li key={link.name}>
              <a
                href={link.url}
                target="_blank"
                rel="noopener noreferrer"
                className="footer__link"
                aria-label={t(`footer.${link.name}`)}
                data-testid={TEST_IDS.footerLink(link.name)}
              >
                <Icon name={link.name} />
              </a>
            </li>
          ))}
        </ul>
      )}
      <p className="footer__copyright" data-testid={TEST_IDS.footerCopyright}>
        {t('footer.copyright', { name: productName })}
      </p>
    </footer>
  );
}
