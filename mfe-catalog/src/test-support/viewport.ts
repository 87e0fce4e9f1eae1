// jsdom has no matchMedia: tests choose the phone or the desktop layout.
export function setMobile(matches: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: query.includes('max-width') ? matches : false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}
