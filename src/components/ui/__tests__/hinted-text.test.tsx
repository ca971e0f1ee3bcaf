// The signed-in person's texts of a prerendered dashboard frame: empty in its HTML (the frame's
// script paints them from the session hint through CSS variables), taken over by React without a
// mismatch, then written; the painted copies are dropped only once React has written every one.
import { act, Suspense } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { lazy } from '@/lib/lazy-component';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { HintedText } from '../hinted-text';

const root = document.documentElement;
let hydrated: Root | undefined;

// React's act() outside Testing Library's render
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
const wasActEnvironment = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
beforeAll(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
});
afterAll(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = wasActEnvironment;
});

afterEach(() => {
  act(() => hydrated?.unmount());
  hydrated = undefined;
  document.body.replaceChildren();
  root.removeAttribute('style');
});

/** Renders `server` to HTML as the build does, then hydrates it with `client`. */
function takeOver(server: React.ReactElement, client: React.ReactElement) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(server);
  document.body.append(container);
  const mismatch = vi.fn();
  act(() => {
    hydrated = hydrateRoot(container, client, { onRecoverableError: mismatch });
  });
  return { container, mismatch };
}

describe('HintedText', () => {
  it('is empty in the HTML and written once React has taken the page over, without a mismatch', () => {
    root.style.setProperty('--hint-name', '"Omar Haddad"');
    const text = <HintedText field="name">Omar Haddad</HintedText>;
    const { container, mismatch } = takeOver(text, text);
    expect(renderToString(text)).toBe('<span class="hinted" data-hint="name"></span>');
    expect(container.querySelector('.hinted')).toHaveTextContent('Omar Haddad');
    expect(mismatch).not.toHaveBeenCalled();
    // React has written it: the painted copy goes
    expect(root.style.getPropertyValue('--hint-name')).toBe('');
  });

  it('keeps the painted copy while a part of the page that shows it is still loading', async () => {
    root.style.setProperty('--hint-name', '"Omar Haddad"');
    let load!: (module: { default: () => React.ReactElement }) => void;
    const sidebarModule = new Promise<{ default: () => React.ReactElement }>((resolve) => {
      load = resolve;
    });
    const Sidebar = lazy(() => sidebarModule);
    const page = (sidebar: React.ReactElement) => (
      <>
        <HintedText field="name">Omar Haddad</HintedText>
        <Suspense fallback={<p>Loading</p>}>{sidebar}</Suspense>
      </>
    );
    const { container, mismatch } = takeOver(
      page(<HintedText field="name">Omar Haddad</HintedText>),
      page(<Sidebar />),
    );
    const texts = () => [...container.querySelectorAll('.hinted')].map((span) => span.textContent);
    // the header's is written; the sidebar's, not yet taken over, still paints the hint
    expect(texts()).toEqual(['Omar Haddad', '']);
    expect(root.style.getPropertyValue('--hint-name')).toBe('"Omar Haddad"');
    await act(() => {
      load({ default: () => <HintedText field="name">Omar Haddad</HintedText> });
      return sidebarModule;
    });
    expect(texts()).toEqual(['Omar Haddad', 'Omar Haddad']);
    expect(root.style.getPropertyValue('--hint-name')).toBe('');
    expect(mismatch).not.toHaveBeenCalled();
  });
});
