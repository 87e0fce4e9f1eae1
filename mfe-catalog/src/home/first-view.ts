// The home page's first view, loaded on the server (FirstViewLoader in @store/shared): the desktop and
// the mobile banners (the page's largest paint; the server does not know the width, so its HTML holds
// both and CSS shows one, and its head preloads each for its screens) and the first product row. Rows
// further down load in the browser.
import { documentTitle, translate, type FirstViewLoader } from '@store/shared';
import { catalogMessages } from '../i18n/messages';
import { headLanguage } from '../seo/head-language';
import { seedKey, type FirstViewAnswers } from '../common/first-view';
import { requestDesktopSlides, requestHomeModels, requestMobileSlides } from './api';
import { bannerPreloads } from './banner-slides';
import { LATEST_CATEGORY } from './home-content';

export const SLIDES_CALL = 'slides';
export const HOME_ROW_CALL = 'home-row';

export const loadHomeFirstView: FirstViewLoader<FirstViewAnswers> = async (route, signal) => {
  const [desktop, mobile, latest, language] = await Promise.all([
    requestDesktopSlides(signal),
    requestMobileSlides(signal),
    requestHomeModels(LATEST_CATEGORY, signal),
    headLanguage(route),
  ]);
  return {
    data: {
      [seedKey(SLIDES_CALL, 'desktop')]: desktop,
      [seedKey(SLIDES_CALL, 'mobile')]: mobile,
      [seedKey(HOME_ROW_CALL, LATEST_CATEGORY)]: latest,
    },
    head: {
      title: documentTitle(translate(catalogMessages, language, 'heads.home.title')),
      description: translate(catalogMessages, language, 'heads.home.description'),
      canonical: `${route.origin}/`,
      imagePreloads: bannerPreloads({ desktop, mobile }),
    },
  };
};
