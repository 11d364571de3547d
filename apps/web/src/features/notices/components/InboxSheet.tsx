import type { Notice } from '@xbond/shared/api/notices';
import { formatDate } from '@xbond/shared/time';
import { Button } from '@/components/ui/Button/Button';
import { EmptyState, LoadError } from '@/components/ui/ListStates/ListStates';
import { Popup } from '@/components/ui/Popup/Popup';
import { Skeleton } from '@/components/ui/Skeleton/Skeleton';
import { useFormat } from '@/lib/format';
import { Link } from '@/lib/hash-router';
import { useTranslation } from '@/lib/use-translation';
import { useMarkRead, useNotices } from '../api/notices';
import { NOTICE_LINKS, noticeText } from '../notice-text';
import { NOTICES_TEST_IDS } from '../test-ids';
import './InboxSheet.css';

interface InboxSheetProps {
  address: string;
  show: boolean;
  onClose: () => void;
}

function NoticeRow(props: { notice: Notice; onOpen: (n: Notice) => void }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const { notice } = props;
  const text = noticeText(t, notice, { when: (iso) => formatDate(iso), amount: fmt.amount });
  return (
    <li>
      <Link
        to={NOTICE_LINKS[notice.kind]}
        className={`notice${notice.read ? '' : ' notice--unread'}`}
        data-testid={NOTICES_TEST_IDS.noticeItem}
        data-kind={notice.kind}
        data-read={notice.read}
        onClick={() => props.onOpen(notice)}
      >
        {!notice.read && (
          <span className="notice__dot">
            <span className="visually-hidden">{t('notices.unread')}</span>
          </span>
        )}
        <span className="notice__text">{text}</span>
        <time className="notice__time tabular" dateTime={notice.time}>
          {formatDate(notice.time)}
        </time>
      </Link>
    </li>
  );
}

/**
 * The inbox: the newest notices, each with its time and a link to where to act. Polls while
 * open, so a notice arriving meanwhile shows without a reload; opening one marks it read.
 */
export function InboxSheet({ address, show, onClose }: InboxSheetProps) {
  const { t } = useTranslation();
  const list = useNotices(address);
  const markRead = useMarkRead(address);
  const unread = list.data?.unread ?? 0;

  const open = (n: Notice) => {
    if (!n.read) markRead.mutate([n.id]);
    onClose();
  };

  return (
    <Popup
      show={show}
      mode="right"
      round={0}
      label={t('notices.title')}
      testId={NOTICES_TEST_IDS.noticeInbox}
      onClose={onClose}
    >
      <section className="inbox" aria-busy={list.isPending}>
        <header className="inbox__head">
          <h2 className="inbox__title">{t('notices.title')}</h2>
          <Button
            variant="secondary"
            className="inbox__read-all"
            disabled={unread === 0 || markRead.isPending}
            testId={NOTICES_TEST_IDS.noticeReadAll}
            onClick={() => markRead.mutate(undefined)}
          >
            {t('notices.readAll')}
          </Button>
        </header>
        {list.isPending ? (
          <Skeleton
            className="stack stack--tight bare-list"
            bars={['line', 'line', 'line', 'line']}
            testId={NOTICES_TEST_IDS.noticeLoading}
          />
        ) : list.isError ? (
          <LoadError
            message={t('notices.loadFailed')}
            onRetry={() => void list.refetch()}
            testId={NOTICES_TEST_IDS.noticeError}
          />
        ) : list.data.items.length === 0 ? (
          <EmptyState hint={t('notices.empty')} testId={NOTICES_TEST_IDS.noticeEmpty} />
        ) : (
          <ul className="stack stack--tight bare-list">
            {list.data.items.map((n) => (
              <NoticeRow key={n.id} notice={n} onOpen={open} />
            ))}
          </ul>
        )}
      </section>
    </Popup>
  );
}

export default InboxSheet;
