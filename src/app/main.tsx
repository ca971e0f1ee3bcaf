// The browser's entry: analytics, theme and translations first, then the app, rendered or taking
// over a prerendered page.
// Base and kit styles first: each feature's styles load with its components, after them.
import './styles.css';
import '@/components/ui/kit.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { recordCustomMetric, startAnalytics } from '@/features/analytics/lib/start-analytics';
import { createI18n } from '@/lib/i18n/i18n';
import { setPersonFrame } from '@/lib/prerendered-page';
import { reloadOnStaleChunk } from '@/lib/stale-chunk-reload';
import { applyTheme, useThemeStore } from '@/lib/theme/theme-store';
import { App } from './app';

async function start(): Promise<void> {
  // first, so that errors of the start-up itself are reported
  startAnalytics();
  reloadOnStaleChunk();
  applyTheme(useThemeStore.getState().theme);
  const i18n = await createI18n();
  recordCustomMetric('app_start', Math.round(performance.now()), 'startup');
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element');
  const app = (
    <StrictMode>
      <App i18n={i18n} />
    </StrictMode>
  );
  // a prerendered page of this language (scripts/lib/prerender-pages.ts) is taken over as it is
  const { prerendered, prerenderedRole } = document.documentElement.dataset;
  if (prerendered === i18n.language) {
    // a dashboard frame has the person of the session hint in it (its script checked the hint)
    setPersonFrame(prerenderedRole !== undefined);
    // inert until its form is taken over (src/lib/prerendered-page.ts); in a transition, so that
    // the takeover too runs in slices of a few milliseconds rather than in one long task
    startTransition(() => {
      hydrateRoot(container, app);
    });
    return;
  }
  // one of another language (hidden by index.html's script) makes way
  container.replaceChildren();
  container.removeAttribute('inert');
  delete document.documentElement.dataset.prerendered;
  const root = createRoot(container);
  // a transition renders in slices of a few milliseconds, yielding to the browser in between,
  // rather than in one long task that holds back input
  startTransition(() => {
    root.render(app);
  });
}

void start();
