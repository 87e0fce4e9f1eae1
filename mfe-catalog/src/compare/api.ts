import { callApi, isSuccess } from '@store/shared';
import { logFailure } from '../common/logged';

/** Average rating of a model for the compare table; null when unknown. */
export async function fetchAverageRating(model: string, signal?: AbortSignal): Promise<number | null> {
  try {
    const answer = await callApi<{ body?: { average_rating?: unknown; reviews?: unknown[] } }>('review-retrieve', {
      body: { product_id: model },
      signal,
    });
    if (!isSuccess(answer) || !answer.body?.reviews?.length) return null;
    const average = Number(answer.body.average_rating);
    return Number.isFinite(average) ? average : null;
  } catch (error) {
    logFailure('review-retrieve', error);
    return null;
  }
}
