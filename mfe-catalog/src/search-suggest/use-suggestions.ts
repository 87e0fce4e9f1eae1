// The search box's state machine (docs/screens.md §4 Search box): debounce, loading, first 3 results, cache.
import { type Product } from '@store/shared';
import { SEARCH } from '../common/catalog-constants';
import { useCallback, useEffect, useRef, useState } from 'react';
import { searchProducts } from './api';
import { suggestionCache } from './suggestion-cache';

export interface SuggestionsState {
  suggestions: Product[];
  open: boolean;
  loading: boolean;
}

const CLOSED: SuggestionsState = { suggestions: [], open: false, loading: false };

export function useSuggestions() {
  const [state, setState] = useState<SuggestionsState>(CLOSED);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(0);

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      latest.current = -1;
    },
    [],
  );

  const show = useCallback((request: number, results: Product[]) => {
    if (request !== latest.current) return;
    const suggestions = results.slice(0, SEARCH.maxSuggestions);
    setState({ suggestions, open: suggestions.length > 0, loading: false });
  }, []);

  const run = useCallback(
    async (query: string, request: number) => {
      const cached = suggestionCache.get(query);
      if (cached) return show(request, cached);
      setState((current) => ({ ...current, loading: true }));
      try {
        const results = await searchProducts(query);
        suggestionCache.set(query, results);
        show(request, results);
      } catch {
        show(request, []);
      }
    },
    [show],
  );

  const type = useCallback(
    (text: string) => {
      clearTimeout(timer.current);
      const request = ++latest.current;
      const query = text.trim();
      if (!query) {
        setState(CLOSED);
        return;
      }
      timer.current = setTimeout(() => void run(query, request), SEARCH.debounceMs);
    },
    [run],
  );

  const close = useCallback(() => setState((current) => ({ ...current, open: false })), []);
  const reopen = useCallback(() => setState((current) => ({ ...current, open: current.suggestions.length > 0 })), []);

  return { ...state, type, close, reopen };
}
