// Base and kit styles first: each feature's styles load with its components, after them.
import './styles.css';
import '@/components/ui/kit.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { recordCustomMetric, startAnalytics } from '@/features/analytics/lib/start-analytics';
import { createI18n } from '@/lib/i18n/i18n';
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
  const root = createRoot(container);
  // a transition renders in slices of a few milliseconds, yielding to the browser in between,
  // rather than in one long task that holds back input
  startTransition(() => {
    root.render(
      <StrictMode>
        <App i18n={i18n} />
      </StrictMode>,
    );
  });
}

void start();
