// The types of a role's screen table (src/app/routes/<role>/screens.ts): what a screen is, what the
// shell reads from it (its route handle) and what access it needs.
import type { TFunction } from 'i18next';
import type { ComponentType } from 'react';
import type { Permission, Role, TeamPermissionFlag } from '@contracts/roles';

/** What a screen needs beyond its role: a permission of the role mapping and/or a team flag. */
export interface ScreenAccess {
  permission?: Permission;
  /** A team flag the person needs; a list means any one of them. */
  teamPermission?: TeamPermissionFlag | readonly TeamPermissionFlag[];
}

/** What the role's shell reads from the matched screen (the route's `handle`). */
export interface ScreenHandle extends ScreenAccess {
  /** The page heading; the role's dashboard title when absent. */
  title?: (t: TFunction) => string;
  /** What a person on this screen would comment on (the feedback panel's context). */
  feedback: (t: TFunction) => { title: string; description: string; component: string };
}

/**
 * One screen of a role: its path (from config/paths), its component (loaded when visited), what
 * the shell shows around it, and its navigation entry if it has one. Adding a screen is adding
 * one of these to the role's list in `src/app/routes/<role>/screens.ts`.
 */
export interface Screen {
  path: string;
  /** The role's dashboard itself (the index of its shell). */
  index?: boolean;
  /** Its code loads when visited; `preload` (src/lib/lazy-component.tsx) loads it beforehand. */
  component: ComponentType & { preload?: () => Promise<void> };
  handle: ScreenHandle;
  nav?: {
    label: (t: TFunction) => string;
    /** Also active on the paths below this one (e.g. a job under the search). */
    matchDescendants?: boolean;
  };
}

export type RoleScreens = Record<Role, readonly Screen[]>;
