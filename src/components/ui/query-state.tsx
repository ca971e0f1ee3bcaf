// What a screen shows for a query: a spinner (or the placeholder it passes) while it loads, an
// error alert with a retry that fetches again when it fails, an empty state when it has nothing,
// else what the screen draws from the data.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from './alert';
import { Button } from './button';
import { Spinner } from './spinner';

/** What QueryState reads of a query: the part useQuery and useInfiniteQuery results share. */
export interface QueryLike<T> {
  isPending: boolean;
  isError: boolean;
  data: T | undefined;
  refetch: () => Promise<unknown>;
}

type DataOf<Q> = Q extends QueryLike<infer T> ? Exclude<T, undefined> : never;

/**
 * Several queries as one: loading while any loads, failed while any failed, their data together
 * once all have it; a retry fetches them all again.
 */
export function allQueries<const Qs extends readonly QueryLike<unknown>[]>(
  ...queries: Qs
): QueryLike<{ [K in keyof Qs]: DataOf<Qs[K]> }> {
  const data = queries.map((query) => query.data);
  return {
    isPending: queries.some((query) => query.isPending),
    isError: queries.some((query) => query.isError),
    data: data.includes(undefined) ? undefined : (data as { [K in keyof Qs]: DataOf<Qs[K]> }),
    refetch: () => Promise.all(queries.map((query) => query.refetch())),
  };
}

export interface QueryStateProps<T> {
  query: QueryLike<T>;
  /** The error alert's title: what could not be loaded, in the reader's language. */
  failed: string;
  /**
   * Whether a failure keeps showing the data already loaded (e.g. pages of a list whose next page
   * failed, the screen saying so beside them); by default a failure replaces the data.
   */
  keepData?: boolean;
  /** Text shown in the error alert above the retry button. */
  failedHint?: ReactNode;
  /** The spinner's label while loading ("Loading" unless given). */
  loadingLabel?: string;
  /** Shown while loading instead of the spinner (e.g. skeletons that keep the layout). */
  pending?: ReactNode;
  /** Whether the data counts as empty; `empty` is then shown instead of the children. */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  /**
   * What the screen draws from the data. Without it only the states show, for a screen that
   * keeps drawing what it has loaded beside them (a list whose next page failed).
   */
  children?: (data: T) => ReactNode;
}

export function QueryState<T>({
  query,
  failed,
  failedHint,
  keepData = false,
  loadingLabel,
  pending,
  isEmpty,
  empty,
  children,
}: QueryStateProps<T>) {
  const { t } = useTranslation();
  if (query.isError && !(keepData && query.data !== undefined)) {
    return (
      <Alert tone="error" title={failed}>
        {failedHint}
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  }
  if (query.isPending || query.data === undefined) {
    return <>{pending ?? <Spinner label={loadingLabel ?? t('common.loading')} />}</>;
  }
  if (isEmpty?.(query.data)) return <>{empty}</>;
  return children ? <>{children(query.data)}</> : null;
}
