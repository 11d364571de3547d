/** Inline stroke icons (24 x 24, currentColor): no icon font, no extra request. */
const PATHS = {
  alert: 'M12 8v5m0 3.5v.01M12 3 2.5 20h19Z',
  bell: 'M6 16v-5a6 6 0 0 1 12 0v5l1.5 2h-15ZM10 20.5a2 2 0 0 0 4 0',
  check: 'M4 12.5 9.5 18 20 6.5',
  info: 'M12 11v6m0-9.5v.01M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Z',
  spinner: 'M12 3a9 9 0 1 0 9 9',
  wallet:
    'M4 7.5A2.5 2.5 0 0 1 6.5 5H18v3M4 7.5v10A2.5 2.5 0 0 0 6.5 20H20V8H6.5A2.5 2.5 0 0 1 4 5.5M16 14h.01',
  chevronDown: 'm6 9 6 6 6-6',
  chevronRight: 'm9 6 6 6-6 6',
  close: 'M6 6l12 12M18 6 6 18',
  plus: 'M12 5v14M5 12h14',
  external: 'M14 4h6v6m0-6-9 9m7 1v6H4V6h6',
  arrowDown: 'M12 4v16m-6-6 6 6 6-6',
  arrowUp: 'M12 20V4m-6 6 6-6 6 6',
  globe:
    'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm-9 9h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3Z',
  copy: 'M9 9h10v11H9zM5 15V4h10',
  logout: 'M9 4H5v16h4m5-12 4 4-4 4m4-4H8',
  key: 'M14.5 9.5a4 4 0 1 0-3.2 3.9L13 15h2v2h2v2h3v-3l-5.3-5.3c-.1-.4-.2-.8-.2-1.2ZM8.5 8.5h.01',
  home: 'M4 11 12 4l8 7v9h-5v-6H9v6H4Z',
  layers: 'm12 3 9 5-9 5-9-5Zm-9 9 9 5 9-5m-18 4 9 5 9-5',
  calendar: 'M4 6h16v14H4zM4 10h16M8 3v4m8-4v4',
  refresh: 'M20 11a8 8 0 0 0-14.6-4.5L4 8m0-4v4h4m-4 5a8 8 0 0 0 14.6 4.5L20 16m0 4v-4h-4',
  ticket: 'M4 7h16v3a2 2 0 0 0 0 4v3H4v-3a2 2 0 0 0 0-4Zm6 0v10',
  droplet: 'M12 3.5s6 6.4 6 10.5a6 6 0 0 1-12 0c0-4.1 6-10.5 6-10.5Z',
  zap: 'M13 2 4 14h7l-1 8 9-12h-7Z',
  coins:
    'M9 4c3.3 0 6 1.3 6 3s-2.7 3-6 3-6-1.3-6-3 2.7-3 6-3ZM3 7v5c0 1.7 2.7 3 6 3M3 12v5c0 1.7 2.7 3 6 3m6-8c3.3 0 6 1.3 6 3s-2.7 3-6 3-6-1.3-6-3 2.7-3 6-3Zm-6 3v4c0 1.7 2.7 3 6 3s6-1.3 6-3v-4',
  users:
    'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 10a7 7 0 0 1 14 0m0-18a4 4 0 0 1 0 8m2.5 10a7 7 0 0 0-3-5.7',
  network:
    'M12 4a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5ZM5 15a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5Zm14 0a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5ZM10.8 8.8 6.2 15.2m7-6.4 4.6 6.4M7.5 17.5h9',
  swap: 'M7 4 3 8l4 4M3 8h14M17 20l4-4-4-4m4 4H7',
  shield: 'M12 3 4 6v6c0 4.5 3.4 8.2 8 9 4.6-.8 8-4.5 8-9V6Z',
  trophy: 'M8 4h8v6a4 4 0 0 1-8 0ZM8 6H4v1a4 4 0 0 0 4 4m8-5h4v1a4 4 0 0 1-4 4m-4 3v4m-4 3h8',
  telegram: 'M21 4 3 11l6 2.2M21 4l-3 16-9-6.8M21 4 9 13.2V19l3.2-3.4',
  x: 'M4 4l16 16M20 4 4 20',
  discord:
    'M8 7.5C9.3 7 10.6 6.8 12 6.8s2.7.2 4 .7m-8 9c1.3.5 2.6.7 4 .7s2.7-.2 4-.7M8.5 4.5 6.8 5C5 7.7 4 10.7 4 14.5c1.4 1.9 3.2 3.1 5 3.5l1-2m4.5-11.5L16.2 5C18 7.7 19 10.7 19 14.5 17.6 16.4 15.8 17.6 14 18l-1-2M9.5 12h.01m5 0h.01',
  github:
    'M9 19c-4 1.3-4-2-6-2.5m12 5v-3.5c0-1 .1-1.4-.5-2 2.8-.3 5.5-1.4 5.5-6a4.6 4.6 0 0 0-1.3-3.2 4.2 4.2 0 0 0-.1-3.2s-1.1-.3-3.5 1.3a12 12 0 0 0-6.2 0C6.5 2.8 5.4 3.1 5.4 3.1a4.2 4.2 0 0 0-.1 3.2A4.6 4.6 0 0 0 4 9.5c0 4.6 2.7 5.7 5.5 6-.6.6-.6 1.2-.5 2V21',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
