import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  markNoticesReadRoute,
  NoticeCount,
  NoticeList,
  noticeCountRoute,
  noticesRoute,
} from '@xbond/shared/api/notices';
import { api } from '@/lib/api-client';

const LIST_URL: (typeof noticesRoute)['url'] = '/api/v2/user/notices';
const COUNT_URL: (typeof noticeCountRoute)['url'] = '/api/v2/user/notices/unread';
const READ_URL: (typeof markNoticesReadRoute)['url'] = '/api/v2/user/notices/read';

/**
 * How often the bell and the open inbox ask again. The answers carry an ETag, so the browser
 * revalidates and most polls cost a 304 with no body.
 */
export const COUNT_POLL_MS = 30_000;
export const LIST_POLL_MS = 5_000;

const countKey = (address: string) => ['notices', address.toLowerCase(), 'count'] as const;
const listKey = (address: string) => ['notices', address.toLowerCase(), 'list'] as const;

/** The bell's unread count, polled while the page is open. */
export const useNoticeCount = (address: string) =>
  useQuery({
    queryKey: countKey(address),
    queryFn: ({ signal }) => api.get<NoticeCount>(COUNT_URL, { signal }),
    refetchInterval: COUNT_POLL_MS,
  });

/**
 * The newest notices, polled while the inbox is open (it updates without a reload); each
 * answer's unread count moves the bell at once.
 */
export function useNotices(address: string) {
  const client = useQueryClient();
  return useQuery({
    queryKey: listKey(address),
    queryFn: async ({ signal }) => {
      const list = await api.get<NoticeList>(LIST_URL, { signal });
      client.setQueryData<NoticeCount>(countKey(address), { unread: list.unread });
      return list;
    },
    refetchInterval: LIST_POLL_MS,
  });
}

/** Marks some notices read (`ids`), or all of them; the bell and the list follow at once. */
export function useMarkRead(address: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids?: readonly string[]) => api.post<NoticeCount>(READ_URL, ids ? { ids } : {}),
    onSuccess: (count) => {
      client.setQueryData(countKey(address), count);
      void client.invalidateQueries({ queryKey: listKey(address) });
    },
  });
}
