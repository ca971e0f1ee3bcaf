// The kit's Table for a screen whose table waits for data: its code (react-aria's table, about
// 55 KB gzip) loads after the screen has painted, alongside the data, instead of before the first
// paint. The screen starts the download when it paints (usePreloadTable); until the code is
// there the table renders nothing, as it would while its rows are still loading.
import type { ComponentType } from 'react';
import { deferredComponent } from '@/lib/lazy-component';
import type { TableProps } from './table';

const { Deferred, usePreload } = deferredComponent(() =>
  import('./table').then((module) => module.Table as ComponentType<TableProps<unknown>>),
);

/** Starts loading the table's code (call it in the screen that shows a LazyTable). */
export const usePreloadTable = usePreload;

/** The kit's `Table`, loaded after the screen (same props). */
export function LazyTable<T>(props: TableProps<T>) {
  // the props are the table's own: `T` is only erased by the lazy component's type
  return <Deferred {...(props as unknown as TableProps<unknown>)} />;
}
