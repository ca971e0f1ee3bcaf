import { deferredComponent } from '@/lib/lazy-component';

// The scheduling dialog (calendar, time fields, its form) loads after the screen has painted.
export const { Deferred: LazyScheduleDialog, usePreload: usePreloadScheduleDialog } =
  deferredComponent(() => import('./schedule-dialog').then((module) => module.ScheduleDialog));
