// The module the build's locale split writes (scripts/lib/locale-groups.ts).
declare module 'virtual:locale-groups' {
  /** Group → the path of its files (`<path>/<lng>.json`); null without group files (dev server). */
  export const LOCALE_GROUPS: Record<string, string> | null;
  /** The groups the entry chunk names: what i18next starts with. */
  export const ENTRY_GROUPS: string[];
}
