import { LANGUAGE_COOKIE, type Language } from '@store/runtime';

const A_YEAR_S = 365 * 24 * 60 * 60;

/** The edge reads the cookie (a first visit to / in the chosen language); storage keeps it beside the cart. */
export function rememberLanguage(language: Language): void {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${A_YEAR_S}; SameSite=Lax`;
  try {
    window.localStorage.setItem(LANGUAGE_COOKIE, language);
  } catch {
    // Storage can be full or refused (private windows); the cookie is enough for the edge.
  }
}
