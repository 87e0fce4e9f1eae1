// The home page's first view, loaded on the server (FirstViewLoader in @store/shared): the desktop
// banners (the page's largest paint) and the first product row. Rows further down load in the browser.
import { documentTitle, type FirstViewLoader } from '@store/shared';
import { seedKey, type FirstViewAnswers } from '../common/first-view';
import { requestDesktopSlides, requestHomeModels } from './api';
import { HOME_DESCRIPTION, HOME_TITLE, LATEST_CATEGORY } from './home-content';

export const SLIDES_CALL = 'slides';
export const HOME_ROW_CALL = 'home-row';

/** The server renders at desktop width (useMediaQuery is false there); a phone switches after hydration. */
export const loadHomeFirstView: FirstViewLoader<FirstViewAnswers> = async ({ origin }, signal) => {
  const [slides, latest] = await Promise.all([requestDesktopSlides(signal), requestHomeModels(LATEST_CATEGORY, signal)]);
  return {
    data: { [seedKey(SLIDES_CALL, 'desktop')]: slides, [seedKey(HOME_ROW_CALL, LATEST_CATEGORY)]: latest },
    head: { title: documentTitle(HOME_TITLE), description: HOME_DESCRIPTION, canonical: `${origin}/` },
  };
};
