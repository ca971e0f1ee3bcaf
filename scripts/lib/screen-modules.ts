// Which module renders each screen of the role shells, read from the screen tables themselves
// (src/app/routes/<role>/screens.ts): each entry's `path: paths.…` and the module its
// `lazy(() => import('./…'))` loads, with the routes of src/config/paths.ts. Both are read as
// source, not imported: scripts do not import the app.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { LINKED_PATHS } from '@contracts/links';

/** Where the role shells' screen tables are, from the project root. */
const SCREEN_TABLES_DIR = 'src/app/routes';
/** Where every route of the app is written. */
const PATHS_FILE = 'src/config/paths.ts';

/** A route table: names to routes, or to tables of their own (`paths.employer.jobs`). */
export interface RouteTable {
  [name: string]: string | RouteTable;
}

const parse = (file: string, source: string) =>
  ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);

/** `x as const`, `x satisfies T`, `(x)`: the expression inside. */
function unwrap(expression: ts.Expression): ts.Expression {
  let node = expression;
  while (
    ts.isAsExpression(node) ||
    ts.isSatisfiesExpression(node) ||
    ts.isParenthesizedExpression(node)
  ) {
    node = node.expression;
  }
  return node;
}

/** A route table written with string literals and the contracts' `LINKED_PATHS.…`. */
function routeTableOf(file: string, literal: ts.ObjectLiteralExpression): RouteTable {
  const table: RouteTable = {};
  for (const member of literal.properties) {
    if (!ts.isPropertyAssignment(member) || !ts.isIdentifier(member.name)) continue;
    const value = unwrap(member.initializer);
    if (ts.isStringLiteralLike(value)) table[member.name.text] = value.text;
    else if (ts.isObjectLiteralExpression(value))
      table[member.name.text] = routeTableOf(file, value);
    else if (
      ts.isPropertyAccessExpression(value) &&
      ts.isIdentifier(value.expression) &&
      value.expression.text === 'LINKED_PATHS' &&
      value.name.text in LINKED_PATHS
    ) {
      table[member.name.text] = LINKED_PATHS[value.name.text as keyof typeof LINKED_PATHS];
    } else {
      throw new Error(`${file}: cannot read the route ${member.name.text} (${value.getText()})`);
    }
  }
  return table;
}

/** The `paths` table of src/config/paths.ts (`source` is that file's text). */
export function routesOf(file: string, source: string): RouteTable {
  let found: RouteTable | undefined;
  const visit = (node: ts.Node): void => {
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.name.text === 'paths'
    ) {
      const value = node.initializer && unwrap(node.initializer);
      if (value && ts.isObjectLiteralExpression(value)) found = routeTableOf(file, value);
    }
    if (!found) ts.forEachChild(node, visit);
  };
  visit(parse(file, source));
  if (!found) throw new Error(`${file}: no \`paths\` table`);
  return found;
}

/** The app's routes, from src/config/paths.ts. */
export const appRoutes = (root: string): RouteTable =>
  routesOf(PATHS_FILE, readFileSync(path.join(root, PATHS_FILE), 'utf8'));

/** The route of a top-level name of the table (`login`), which must be there. */
export function routeNamed(routes: RouteTable, name: string): string {
  const route = routes[name];
  if (typeof route !== 'string') throw new Error(`${PATHS_FILE} has no route ${name}`);
  return route;
}

/** The route that `paths.a.b` names in `routes`, or undefined when there is none. */
function pathValue(expression: ts.Expression, routes: RouteTable): string | undefined {
  const names: string[] = [];
  let node: ts.Expression = expression;
  while (ts.isPropertyAccessExpression(node)) {
    names.unshift(node.name.text);
    node = node.expression;
  }
  if (!ts.isIdentifier(node) || node.text !== 'paths') return undefined;
  let value: string | RouteTable | undefined = routes;
  for (const name of names) value = typeof value === 'object' ? value[name] : undefined;
  return typeof value === 'string' ? value : undefined;
}

/** The specifier of the first `import('…')` inside `node`. */
function importedSpecifier(node: ts.Node): string | undefined {
  if (
    ts.isCallExpression(node) &&
    node.expression.kind === ts.SyntaxKind.ImportKeyword &&
    node.arguments[0] &&
    ts.isStringLiteral(node.arguments[0])
  ) {
    return node.arguments[0].text;
  }
  return ts.forEachChild(node, importedSpecifier);
}

function property(literal: ts.ObjectLiteralExpression, name: string): ts.Expression | undefined {
  const found = literal.properties.find(
    (member): member is ts.PropertyAssignment =>
      ts.isPropertyAssignment(member) && ts.isIdentifier(member.name) && member.name.text === name,
  );
  return found?.initializer;
}

/**
 * Each screen of one table, in the table's order: its route and the module that renders it (a
 * project path with its extension, as Vite's manifest names it). `file` is the table's project
 * path; `exists` says whether a project file is there (the module's extension is looked up).
 */
export function screensOfTable(
  file: string,
  source: string,
  exists: (projectPath: string) => boolean,
  routes: RouteTable,
): [route: string, module: string][] {
  const screens: [string, string][] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isObjectLiteralExpression(node)) {
      const pathExpression = property(node, 'path');
      const component = property(node, 'component');
      if (pathExpression && component) {
        const route = pathValue(pathExpression, routes);
        const specifier = importedSpecifier(component);
        if (route === undefined || specifier === undefined) {
          throw new Error(
            `${file}: a screen needs \`path: paths.…\` and \`component: lazy(() => import('…'))\` (at ${pathExpression.getText()})`,
          );
        }
        const base = path.posix.join(path.posix.dirname(file), specifier);
        const module = ['.tsx', '.ts'].map((ext) => base + ext).find(exists);
        if (!module) throw new Error(`${file}: no module ${specifier}`);
        screens.push([route, module]);
        return;
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(parse(file, source));
  return screens;
}

/** Every screen of every role's table (the roles' folders in alphabetical order). */
export function screenModules(root: string): [route: string, module: string][] {
  const exists = (projectPath: string) => existsSync(path.join(root, projectPath));
  const routes = appRoutes(root);
  return readdirSync(path.join(root, SCREEN_TABLES_DIR), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.posix.join(SCREEN_TABLES_DIR, entry.name, 'screens.ts'))
    .filter(exists)
    .sort()
    .flatMap((file) =>
      screensOfTable(file, readFileSync(path.join(root, file), 'utf8'), exists, routes),
    );
}
