// The header's nav, in the order it shows (left to right).
export const NAV_ITEMS = [
  { key: 'exhibitions', to: '/exhibitions' },
  { key: 'gallery', to: '/gallery/all' },
  { key: 'store', to: '/store/all' },
  { key: 'studios', to: '/studios' },
  { key: 'feed', to: '/feed' },
] as const;
