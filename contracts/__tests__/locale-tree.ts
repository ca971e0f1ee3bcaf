// A translation file as the locale tests read it: its texts by dotted key, and a text's
// placeholders.

export type Tree = { [key: string]: string | Tree };

/** Every text of a translation file by its dotted key (`job.apply`). */
export function flatten(tree: Tree, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string'
        ? [[`${prefix}${key}`, value]]
        : Object.entries(flatten(value, `${prefix}${key}.`)),
    ),
  );
}

/** The `{{name}}` placeholders of a text, sorted. */
export const placeholders = (text: string) =>
  [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]).sort();
