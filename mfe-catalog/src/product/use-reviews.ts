import { useCallback, useState } from 'react';
import { useLoad } from '../common/use-load';
import { fetchReviews, type ReviewSummary } from './api';

/** Reviews of a model, loaded once for the title's stars, the Review tab and the search data. */
export function useReviews(model: string): { summary: ReviewSummary | null; reload: () => void } {
  const [version, setVersion] = useState(0);
  const loaded = useLoad(`${model}#${version}`, (signal) => fetchReviews(model, signal));
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { summary: loaded.status === 'done' ? loaded.data : null, reload };
}
