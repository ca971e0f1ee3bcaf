// Every button variant of the kit reads at WCAG AA (4.5:1 for its text) in both themes. The colours
// come from the stylesheets themselves: each `.btn-<variant>` rule's background and colour, and the
// design tokens of src/app/styles.css (light, then dark). A transparent button sits on the page and
// on a card, so it is checked against both.
/// <reference types="node" />
// (the stylesheets are read as files: the test environment compiles CSS imports away)
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (file: string) => readFileSync(new URL(file, import.meta.url), 'utf8');
const tokensCss = read('../../../app/styles.css');
const buttonCss = read('../button.css');

/** The `--name: #hex` tokens of the first rule whose selector is `selector`. */
function tokens(selector: string): Record<string, string> {
  const start = tokensCss.indexOf(`${selector} {`);
  const body = tokensCss.slice(start, tokensCss.indexOf('}', start));
  const found: Record<string, string> = {};
  for (const [, name, hex] of body.matchAll(/(--[\w-]+):\s*(#[0-9a-f]{6})\s*;/gi)) {
    if (name && hex) found[name] = hex;
  }
  return found;
}

const THEMES = {
  light: tokens(':root'),
  dark: { ...tokens(':root'), ...tokens("[data-theme='dark']") },
};

/** Each `.btn-<variant>` rule's background and colour, as written. */
const VARIANTS = [...buttonCss.matchAll(/\.btn-(\w+) \{([^}]*)\}/g)]
  .map(([, name, body]) => ({
    name: name!,
    background: /background:\s*([^;]+);/.exec(body!)?.[1]?.trim(),
    color: /(?:^|\s)color:\s*([^;]+);/.exec(body!)?.[1]?.trim(),
  }))
  .filter((variant) => variant.background !== undefined && variant.color !== undefined);

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/** A colour value as hex: a literal, or a token of `theme`. */
function resolve(value: string, theme: Record<string, string>): string {
  const token = /^var\((--[\w-]+)\)$/.exec(value)?.[1];
  const hex = token ? theme[token] : value;
  // #abc is #aabbcc
  const long = /^#[0-9a-f]{3}$/i.test(hex ?? '') ? hex!.replace(/[0-9a-f]/gi, '$&$&') : hex;
  if (!long || !/^#[0-9a-f]{6}$/i.test(long)) throw new Error(`Cannot resolve ${value}`);
  return long;
}

describe('the kit’s button variants', () => {
  it('are all found in button.css', () => {
    expect(VARIANTS.map((variant) => variant.name)).toEqual(
      expect.arrayContaining(['primary', 'secondary', 'ghost', 'danger']),
    );
  });

  for (const [themeName, theme] of Object.entries(THEMES)) {
    for (const variant of VARIANTS) {
      it(`${variant.name} reads at 4.5:1 or more in the ${themeName} theme`, () => {
        const text = resolve(variant.color!, theme);
        const backgrounds =
          variant.background === 'transparent'
            ? [resolve('var(--bg)', theme), resolve('var(--surface)', theme)]
            : [resolve(variant.background!, theme)];
        for (const background of backgrounds) {
          expect(contrast(text, background), `${text} on ${background}`).toBeGreaterThanOrEqual(
            4.5,
          );
        }
      });
    }
  }

  it('measures contrast as WCAG does', () => {
    expect(contrast('#ffffff', '#000000')).toBeCloseTo(21, 5);
    // the dark theme's former danger button: white on #ffb4ab
    expect(contrast('#ffffff', '#ffb4ab')).toBeCloseTo(1.7, 1);
  });
});
