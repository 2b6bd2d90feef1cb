import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { SEARCH_DELAY_MS, useDebounced } from '@/ui/use-debounced';

export interface ListParams {
  /** What the search box holds now (the query sent lags it by SEARCH_DELAY_MS). */
  searchText: string;
  setSearchText: (text: string) => void;
  q: string;
  sort: string;
  page: number;
  /** A filter's value, '' when not set. */
  filter: (name: string) => string;
  /** Changing what is listed goes back to its first page. */
  setFilter: (name: string, value: string) => void;
  setSort: (sort: string) => void;
  setPage: (page: number) => void;
  /** Everything the list depends on, as one string (for useRemote). */
  key: string;
}

/**
 * A server-side list's search, sort, page and filters, kept in the address so that Back, a reload
 * and a shared link show the same list.
 */
export function useListParams(defaultSort: string): ListParams {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [searchText, setSearchText] = useState(q);

  const update = useCallback(
    (changes: Record<string, string | undefined>) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(changes)) {
            if (value) next.set(name, value);
            else next.delete(name);
          }
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  const settledText = useDebounced(searchText.trim(), SEARCH_DELAY_MS);
  useEffect(() => {
    if (settledText !== q) update({ q: settledText || undefined, page: undefined });
  }, [settledText, q, update]);

  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const sort = params.get('sort') ?? defaultSort;
  return {
    searchText,
    setSearchText,
    q,
    sort,
    page,
    filter: (name) => params.get(name) ?? '',
    setFilter: (name, value) => update({ [name]: value || undefined, page: undefined }),
    setSort: (next) => update({ sort: next === defaultSort ? undefined : next, page: undefined }),
    setPage: (next) => update({ page: next > 1 ? String(next) : undefined }),
    key: params.toString(),
  };
}
