import { Button } from '@/components/ui/Button/Button';
import { QrCode } from '@/components/ui/QrCode/QrCode';
import { toast } from '@/components/ui/Toast/toast-store';
import { PATHS } from '@/config/paths';
import { copyText } from '@/lib/clipboard';
import { useTranslation } from '@/lib/use-translation';
import { TEAM_TEST_IDS } from '../test-ids';

/**
 * The invite link: this app's home with `invite_code` in the hash route's query, which
 * sign-up reads (spec section 5). Built from where the app is served, so a demo's link works.
 */
export function inviteLink(code: string, location: { origin: string; pathname: string }) {
  return `${location.origin}${location.pathname}#${PATHS.home}?invite_code=${encodeURIComponent(code)}`;
}

/** The invite link to copy and its QR code to scan. */
export function InviteCard({ code }: { code: string }) {
  const { t } = useTranslation();
  const link = inviteLink(code, window.location);
  const copy = () =>
    copyText(link).then(
      () => toast.success(t('team.inviteCopied')),
      () => toast.error(t('topBar.copyFailed')),
    );
  return (
    <section className="card stack" aria-labelledby="team-invite">
      <h2 id="team-invite" className="card-title">
        {t('team.invite')}
      </h2>
      <p className="fine-print">{t('team.inviteHint')}</p>
      <div className="team-invite">
        <QrCode
          text={link}
          label={t('team.inviteQr')}
          testId={TEAM_TEST_IDS.inviteQr}
          className="team-qr"
        />
        <div className="team-invite__text">
          <span className="team-invite__label">{t('team.inviteCode')}</span>
          <span className="team-invite__code tabular">{code}</span>
          <span className="team-invite__link" data-testid={TEAM_TEST_IDS.inviteLink}>
            {link}
          </span>
        </div>
      </div>
      <Button variant="primary" block testId={TEAM_TEST_IDS.inviteCopy} onClick={() => void copy()}>
        {t('team.inviteCopy')}
      </Button>
    </section>
  );
}
