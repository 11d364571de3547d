import { lazy, Suspense, useState } from 'react';
import { Icon } from '@/components/ui/Icon/Icon';
import { useSignedInAddress } from '@/features/session/store';
import { useTranslation } from '@/lib/use-translation';
import { useNoticeCount } from '../api/notices';
import { NOTICES_TEST_IDS } from '../test-ids';
import './NoticeBell.css';

// The list and its texts load when the inbox is first opened: the bell on every page is tiny.
const InboxSheet = lazy(() => import('./InboxSheet'));

const MAX_SHOWN = 99;

function Bell({ address }: { address: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  const unread = useNoticeCount(address).data?.unread ?? 0;
  return (
    <>
      <button
        type="button"
        className="top-bar__icon notice-bell"
        aria-label={t('notices.bell', { unread })}
        data-testid={NOTICES_TEST_IDS.noticeBell}
        data-unread={unread}
        onClick={() => {
          setAsked(true);
          setOpen(true);
        }}
      >
        <Icon name="bell" />
        {unread > 0 && (
          <span
            className="notice-bell__count tabular"
            data-testid={NOTICES_TEST_IDS.noticeBellCount}
          >
            {unread > MAX_SHOWN ? `${MAX_SHOWN}+` : unread}
          </span>
        )}
      </button>
      {asked && (
        <Suspense fallback={null}>
          <InboxSheet address={address} show={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

/** The top bar's bell with the unread count, for a signed-in user only. */
export default function NoticeBell() {
  const address = useSignedInAddress();
  // Keyed by address: another wallet's inbox is another one.
  return address ? <Bell key={address} address={address} /> : null;
}
