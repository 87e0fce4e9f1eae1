// The web app manifest: what a phone shows when a shopper adds the store to the home screen. The
// colours are the store's (shared/src/ui/base.css: --color-primary for the bar, --color-background
// behind the splash), the icons those of scripts/draw-store-icons.ts.
export const STORE_COLOURS = { theme: '#c62828', background: '#f5f6f8' } as const;

export const ICON_FILES = {
  'icon-192.png': 192,
  'icon-512.png': 512,
  'icon-maskable-512.png': 512,
  'apple-touch-icon.png': 180,
} as const;

export function webAppManifest() {
  return {
    id: '/',
    name: 'Bengal Electronics',
    short_name: 'Bengal Elec.',
    description: "Electronics and home appliances from West Bengal's trusted chain since 1987.",
    lang: 'en-IN',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: STORE_COLOURS.theme,
    background_color: STORE_COLOURS.background,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
