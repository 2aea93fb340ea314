import { useDebouncedValue } from "@storyframe/canvas/hooks";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { Page } from "../../api/adminClient";
import { describeFailure } from "../serverErrors";

export interface PagedQuery {
  search: string;
  offset: number;
  limit: number;
  direction: "asc" | "desc";
}

/**
 * The state of a server-paged admin grid: search (debounced), page, page size
 * and sort direction, and the query that loads the page shown. The previous
 * page stays visible while the next loads.
 */
export function usePagedList<T>(
  key: readonly unknown[],
  load: (query: PagedQuery, signal: AbortSignal) => Promise<Page<T>>,
) {
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(25);
  const [direction, setDirection] = useState<"asc" | "desc">("asc");
  const settledSearch = useDebouncedValue(search.trim(), 250);

  const query: PagedQuery = { search: settledSearch, offset: page * pageSize, limit: pageSize, direction };
  const result = useQuery({
    queryKey: [...key, query],
    queryFn: ({ signal }) => load(query, signal),
    placeholderData: keepPreviousData,
  });

  return {
    rows: result.data?.items,
    total: result.data?.total ?? 0,
    loading: result.isPending,
    refreshing: result.isFetching && !result.isPending,
    error: result.isError ? describeFailure(result.error) : null,
    retry: () => void result.refetch(),
    gridProps: {
      search,
      // A new search starts at the first page.
      onSearchChange: (text: string) => {
        setSearch(text);
        setPage(0);
      },
      page,
      pageSize,
      onPageChange: setPage,
      onPageSizeChange: (size: number) => {
        setPageSize(size);
        setPage(0);
      },
      sortDirection: direction,
      onSortToggle: () => setDirection((current) => (current === "asc" ? "desc" : "asc")),
    },
  };
}

/** The paging, sort and search parameters of a list request for `query`, the search under `searchParam`. */
export function pageRequest<K extends string>(query: PagedQuery, searchParam: K) {
  return {
    ...(query.search ? ({ [searchParam]: query.search } as { [P in K]?: string }) : {}),
    orderBy: query.direction === "asc" ? ("name" as const) : ("-name" as const),
    offset: query.offset,
    limit: query.limit,
  };
}

export type PagedList<T> = ReturnType<typeof usePagedList<T>>;
