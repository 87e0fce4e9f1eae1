// The home page's first view, loaded on the server (FirstViewLoader in @store/shared): the desktop and
// the mobile banners (the page's largest paint; the server does not know the width, so its HTML holds
// both and CSS shows one, and its head preloads each for its screens) and the first product row. Rows
// further down load in the browser.
import { documentTitle, type FirstViewLoader } from '@store/shared';
import { seedKey, type FirstViewAnswers } from '../common/first-view';
import { requestDesktopSlides, requestHomeModels, requestMobileSlides } from './api';
import { bannerPreloads } from './banner-slides';
import { HOME_DESCRIPTION, HOME_TITLE, LATEST_CATEGORY } from './home-content';

export const SLIDES_CALL = 'slides';
export const HOME_ROW_CALL = 'home-row';

export const loadHomeFirstView: FirstViewLoader<FirstViewAnswers> = async ({ origin }, signal) => {
  const [desktop, mobile, latest] = await Promise.all([
    requestDesktopSlides(signal),
    requestMobileSlides(signal),
    requestHomeModels(LATEST_CATEGORY, signal),
  ]);
  return {
    data: {
      [seedKey(SLIDES_CALL, 'desktop')]: desktop,
      [seedKey(SLIDES_CALL, 'mobile')]: mobile,
      [seedKey(HOME_ROW_CALL, LATEST_CATEGORY)]: latest,
    },
    head: {
      title: documentTitle(HOME_TITLE),
      description: HOME_DESCRIPTION,
      canonical: `${origin}/`,
      imagePreloads: bannerPreloads({ desktop, mobile }),
    },
  };
};
