import type { SVGProps } from 'react';

/** Line icons of the shell (24×24, currentColor); decorative, so hidden from assistive tech. */
const PATHS = {
  menu: 'M4 6h16M4 12h16M4 18h16',
  close: 'M6 6l12 12M18 6L6 18',
  search: 'M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zM21 21l-4.35-4.35',
  gift: 'M20 12v9H4v-9M2 7h20v5H2zM12 21V7M12 7H7.5a2.5 2.5 0 1 1 0-5C11 2 12 7 12 7zM12 7h4.5a2.5 2.5 0 1 0 0-5C13 2 12 7 12 7z',
  support: 'M21 12a9 9 0 0 1-13.5 7.8L3 21l1.2-4.5A9 9 0 1 1 21 12zM8 12h.01M12 12h.01M16 12h.01',
  wallet: 'M3 7a2 2 0 0 1 2-2h14v4M3 7v11a2 2 0 0 0 2 2h16V9H5a2 2 0 0 1-2-2zM17 14.5h.01',
  home: 'M3 11l9-8 9 8M5 10v10h5v-6h4v6h5V10',
  cherry:
    'M7 14a3 3 0 1 0 0 6 3 3 0 0 0 0-6zM17 12a3 3 0 1 0 0 6 3 3 0 0 0 0-6zM8 14c1-5 4-9 9-11M16 12c-1-3-1-6 1-9',
  live: 'M3 7h13v10H3zM16 10l5-3v10l-5-3',
  ball: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7l4 3-1.5 5h-5L8 10zM12 3v4M21 10l-5 0M3 10h5M9.5 15L7 19.5M14.5 15l2.5 4.5',
  globe:
    'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM3 12h18M12 3c2.5 2.5 3.8 5.5 3.8 9s-1.3 6.5-3.8 9c-2.5-2.5-3.8-5.5-3.8-9S9.5 5.5 12 3z',
  chevron: 'M6 9l6 6 6-6',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0',
  trophy: 'M8 21h8M12 17v4M7 4h10v5a5 5 0 0 1-10 0zM7 6H4a3 3 0 0 0 3 4M17 6h3a3 3 0 0 1-3 4',
  star: 'M12 3l2.8 5.7 6.2.9-4.5 4.4 1 6.2-5.5-2.9-5.5 2.9 1-6.2L3 9.6l6.2-.9z',
  clock: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7v5l3 2',
  download: 'M12 3v12M7 10l5 5 5-5M4 21h16',
  mail: 'M3 5h18v14H3zM3 6l9 7 9-7',
  phone: 'M5 3h4l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 5a2 2 0 0 1 2-2z',
  logout: 'M15 4h4v16h-4M10 17l5-5-5-5M15 12H3',
  page: 'M6 3h9l4 4v14H6zM14 3v5h5M9 12h7M9 16h7',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name, className = 'size-5', ...rest }: { name: IconName } & SVGProps<SVGSVGElement>) {
  return (
    // `icon-line` (app.css): the outline look, by class rather than five attributes per icon.
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      className={`icon-line ${className}`}
      {...rest}
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
