// The home page's calls (api/CALLS.md): banners for desktop and mobile, and the product lists of
// 'LATEST ELECTRONICS PRODUCTS' and each category section.
import { callApi, parseBodyString, type Product, type SliderImage } from '@store/shared';
import { asList, logFailure } from '../common/logged';

/** The desktop banners; throws when the call fails (the server's first view then leaves them to the browser). */
export async function requestDesktopSlides(signal?: AbortSignal): Promise<SliderImage[]> {
  return asList<SliderImage>(await callApi('slider-fetch', { method: 'GET', signal }), 'slider-fetch');
}

export async function fetchDesktopSlides(signal?: AbortSignal): Promise<SliderImage[]> {
  try {
    return await requestDesktopSlides(signal);
  } catch (error) {
    logFailure('slider-fetch', error);
    return [];
  }
}

/** The mobile banners, from a JSON string in `body`; throws when the call fails. */
export async function requestMobileSlides(signal?: AbortSignal): Promise<SliderImage[]> {
  const answer = await callApi<{ body?: unknown }>('slider-fetch-mobile', { method: 'GET', signal });
  return asList<SliderImage>(parseBodyString(answer?.body), 'slider-fetch-mobile');
}

export async function fetchMobileSlides(signal?: AbortSignal): Promise<SliderImage[]> {
  try {
    return await requestMobileSlides(signal);
  } catch (error) {
    logFailure('slider-fetch-mobile', error);
    return [];
  }
}

/** A home list; throws when the call fails. */
export async function requestHomeModels(category: string, signal?: AbortSignal): Promise<Product[]> {
  return asList<Product>(await callApi('fetchHomePagemodels', { body: { Category: category }, signal }), 'fetchHomePagemodels');
}

export async function fetchHomeModels(category: string, signal?: AbortSignal): Promise<Product[]> {
  try {
    return await requestHomeModels(category, signal);
  } catch (error) {
    logFailure('fetchHomePagemodels', error);
    return [];
  }
}
