// The home page's calls (api/CALLS.md): banners for desktop and mobile, and the product lists of
// 'LATEST ELECTRONICS PRODUCTS' and each category section.
import { callApi, parseBodyString, type Product, type SliderImage } from '@store/shared';
import { asList, logFailure } from '../common/logged';

export async function fetchDesktopSlides(signal?: AbortSignal): Promise<SliderImage[]> {
  try {
    return asList<SliderImage>(await callApi('slider-fetch', { method: 'GET', signal }), 'slider-fetch');
  } catch (error) {
    logFailure('slider-fetch', error);
    return [];
  }
}

export async function fetchMobileSlides(signal?: AbortSignal): Promise<SliderImage[]> {
  try {
    const answer = await callApi<{ body?: unknown }>('slider-fetch-mobile', { method: 'GET', signal });
    return asList<SliderImage>(parseBodyString(answer?.body), 'slider-fetch-mobile');
  } catch (error) {
    logFailure('slider-fetch-mobile', error);
    return [];
  }
}

export async function fetchHomeModels(category: string, signal?: AbortSignal): Promise<Product[]> {
  try {
    return asList<Product>(await callApi('fetchHomePagemodels', { body: { Category: category }, signal }), 'fetchHomePagemodels');
  } catch (error) {
    logFailure('fetchHomePagemodels', error);
    return [];
  }
}
