// Design tokens: the single source of colours, spacing and type for every area.
export const colors = {
  ink: '#1d1d1f',
  inkMuted: '#5f6368',
  line: '#e3e3e3',
  surface: '#ffffff',
  surfaceMuted: '#f6f5f3',
  accent: '#b0202e',
  accentDark: '#8c1823',
  accentInk: '#ffffff',
  blue: '#1f4e9c',
  success: '#1e7b34',
  error: '#c62828',
  overlay: 'rgba(20, 20, 20, 0.55)',
} as const;

export const spacing = { xs: 4, sm: 8, md: 16, lg: 24, xl: 32, xxl: 48 } as const;

export const radius = { sm: 4, md: 8, pill: 999 } as const;

export const typography = {
  fontFamily:
    "'Inter', 'Noto Sans', 'Noto Sans Devanagari', 'Noto Sans SC', 'PingFang SC', 'Microsoft YaHei', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  size: { xs: 12, sm: 14, md: 16, lg: 20, xl: 28, xxl: 40 },
  weight: { regular: 400, medium: 500, bold: 700 },
} as const;

// The "small from 0, medium from 992" split between the mobile and desktop layouts.
export const breakpoints = { medium: 992 } as const;

export const zIndex = { header: 100, drawer: 300, dialog: 400, snackbar: 500, loader: 600 } as const;
