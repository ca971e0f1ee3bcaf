import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { trackPageView } from '../lib/page-views';

/** Mounted once inside the router: every route change is a page view. Renders nothing. */
export function PageViewTracker() {
  const { key, pathname } = useLocation();
  useEffect(() => trackPageView(key, pathname), [key, pathname]);
  return null;
}
