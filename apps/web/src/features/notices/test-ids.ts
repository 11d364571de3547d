/** Test ids of the notices: the bell and its inbox. */
export const NOTICES_TEST_IDS = {
  noticeBell: 'notice-bell',
  noticeBellCount: 'notice-bell-count',
  noticeInbox: 'notice-inbox',
  noticeItem: 'notice-item',
  noticeReadAll: 'notice-read-all',
  noticeEmpty: 'notice-empty',
  noticeError: 'notice-error',
  noticeLoading: 'notice-loading',
} as const;
