/**
 * Outline icons on a 24 × 24 grid, drawn with a 2-unit stroke in the current text colour. Names say
 * what the icon shows; screens pick the one that fits their action.
 */
export const ICON_PATHS = {
  menu: 'M4 6h16M4 12h16M4 18h16',
  // More actions, in a menu: three dots.
  more: 'M5 12v.01M12 12v.01M19 12v.01',
  close: 'M6 6l12 12M18 6L6 18',
  plus: 'M12 5v14M5 12h14',
  check: 'M5 12.5l4.5 4.5L19 7',
  'chevron-down': 'M6 9l6 6 6-6',
  'chevron-left': 'M15 6l-6 6 6 6',
  'chevron-right': 'M9 6l6 6-6 6',
  trash: 'M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6',
  eye: 'M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12zM12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6z',
  'eye-off':
    'M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12zM12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6zM3 3l18 18',
  upload: 'M12 16V4M7 9l5-5 5 5M4 16v4h16v-4',
  download: 'M12 4v12M7 11l5 5 5-5M4 20h16',
  help: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6V14M12 17.5v.01',
  user: 'M12 4a4 4 0 1 0 0 8 4 4 0 0 0 0-8zM4 21c0-4 3.6-6 8-6s8 2 8 6',
  folder:
    'M3 6.5A1.5 1.5 0 0 1 4.5 5H9l2 2h8.5A1.5 1.5 0 0 1 21 8.5v9a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 17.5z',
  inbox: 'M3 13l3-8h12l3 8v6H3zM3 13h5l1 3h6l1-3h5',
  search: 'M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zM20 20l-4-4',
  info: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 11v6M12 7.5v.01',
  success: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM8 12.5l3 3 5-6',
  error: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7v6M12 16.5v.01',
  warning: 'M12 3l10 18H2zM12 10v5M12 18v.01',
  mail: 'M3 5h18v14H3zM3 6l9 7 9-7',
  parcel: 'M3 7.5l9-4.5 9 4.5v9L12 21l-9-4.5zM3 7.5l9 4.5 9-4.5M12 12v9M7.5 5.25l9 4.5',
  forward: 'M14 5l7 7-7 7M21 12H9a6 6 0 0 0-6 6',
  scan: 'M4 8V4h4M16 4h4v4M20 16v4h-4M8 20H4v-4M4 12h16',
  // A dog-eared sheet going into the slot and strips coming out: not a printer's tray and sheet.
  shred: 'M7 10V3h7l3 3v4M14 3v3h3M3 10h18v4H3zM7 17v4M10 17v2M14 17v4M17 17v2',
  edit: 'M4 20h4L19 9l-4-4L4 16zM13 7l4 4',
  logout: 'M15 4h4v16h-4M10 8l-4 4 4 4M6 12h11',
  refresh: 'M20 5v5h-5M4 19v-5h5M19 10a7.5 7.5 0 0 0-13.5-2M5 14a7.5 7.5 0 0 0 13.5 2',
  undo: 'M9 6l-5 5 5 5M4 11h11a5 5 0 0 1 0 10h-3',
  // Resume: Unpause a paused account.
  play: 'M7 4.5v15l12-7.5z',
  card: 'M3 6h18v12H3zM3 10h18M7 15h3',
  image: 'M4 5h16v14H4zM4 16l5-5 4 4 3-3 4 4M15.5 8.5v.01',
  minus: 'M5 12h14',
  'fit-width': 'M4 4v16M20 4v16M8 12h8M10 9l-3 3 3 3M14 9l3 3-3 3',
  'fit-page': 'M6 3h12v18H6zM9 9l-2-2M15 9l2-2M9 15l-2 2M15 15l2 2',
  rotate: 'M4 4v5h5M5.5 15a7.5 7.5 0 1 0 .9-8.5L4 9',
  print: 'M7 8V3h10v5M7 17H4v-9h16v9h-3M7 14h10v7H7z',
  // A luggage tag with its hole: labels on mail, not folders.
  tag: 'M3 3h9l9 9-9 9-9-9zM7.5 7.5v.01',
} as const;

export type IconName = keyof typeof ICON_PATHS;
