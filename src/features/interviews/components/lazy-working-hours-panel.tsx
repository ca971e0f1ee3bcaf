import { deferredComponent } from '@/lib/lazy-component';

// The working-hours editor (time fields, the zone picker) loads after the interviews screen has
// painted.
export const { Deferred: LazyWorkingHoursPanel, usePreload: usePreloadWorkingHoursPanel } =
  deferredComponent(() =>
    import('./working-hours-panel').then((module) => module.WorkingHoursPanel),
  );
