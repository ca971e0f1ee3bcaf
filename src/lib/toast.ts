// Toasts: one visible at a time, a new one replaces the previous; destructive ones are titled Error.
// The toast library loads once the page has settled (preloadToasts), or with a toast asked for
// before; the app's <Toaster> renders from the first toast on (useToasterWanted). Loading the
// library inserts its styles, and the <Toaster> renders: a task of 30 ms on a 2-core machine that
// the first screen need not wait behind.
import type { ExternalToast, toast as SonnerToast } from 'sonner';
import { create as createStore } from 'zustand';
import { whenSettled } from './yield-to-main';

export const TOAST_LIMIT = 1;

/** How often a toast asked for while the previous one closes looks whether that one is gone. */
const EXIT_POLL_MS = 50;
/**
 * The longest it waits: sonner animates a closing toast out for 200 ms, then removes it, and only
 * then may the next one appear.
 */
const TOAST_EXIT_MAX_MS = 1_000;

interface ToastInput {
  title: string;
  description?: string;
}

type Sonner = typeof SonnerToast;
let loading: Promise<Sonner> | null = null;
const loadSonner = () =>
  (loading ??= import('sonner').then(
    (module) => module.toast,
    (error: unknown) => {
      // the next toast tries again
      loading = null;
      throw error;
    },
  ));

/** Loads the library once the page has settled, so that a toast shows even when offline later. */
export function preloadToasts(): void {
  void whenSettled()
    .then(loadSonner)
    .catch(() => undefined);
}

/** How many toasts the page has asked for: its <Toaster> renders from the first on. */
const useToastsAsked = createStore(() => ({ asked: 0 }));

/**
 * True once the page has asked for a toast: the app renders its <Toaster> from then on (sonner,
 * from 2.0.8, shows a toast asked for before the <Toaster> listened once it does).
 */
export const useToasterWanted = () => useToastsAsked((state) => state.asked > 0);

/** How many toasts the page has asked for so far (a <Toaster> that failed to load tries again). */
export const useToastsAskedCount = () => useToastsAsked((state) => state.asked);

// Every toast takes the id of the toast on screen, so sonner updates that toast in place instead
// of stacking a second one while the first fades out: at most one toast is ever in the page. Once
// the toast starts to close, the id moves on (a new toast merged into a leaving one would leave
// with it) and a toast asked for meanwhile waits until the closing one has left the page.
let serial = 1;
const idOf = (n: number) => `toast-${n}`;
/** The closing toast's id while it is still in the page. */
let leaving: string | number | null = null;
let waiting: (() => void) | null = null;
let watcher: ReturnType<typeof setInterval> | undefined;

/** A toast started to close (its time ran out, or it was dismissed): watch it leave. */
function onClosing(sonner: Sonner, closed: { id: string | number }): void {
  if (closed.id !== idOf(serial)) return;
  serial += 1;
  leaving = closed.id;
  const since = Date.now();
  // sonner lets go of a toast once it has left the page
  const isShown = (id: string | number) => sonner.getToasts().some((shown) => shown.id === id);
  clearInterval(watcher);
  watcher = setInterval(() => {
    if (leaving !== null && isShown(leaving) && Date.now() - since < TOAST_EXIT_MAX_MS) return;
    clearInterval(watcher);
    watcher = undefined;
    leaving = null;
    const next = waiting;
    waiting = null;
    next?.();
  }, EXIT_POLL_MS);
}

type Kind = 'success' | 'info' | 'error';

function show(kind: Kind, { title, description }: ToastInput): void {
  useToastsAsked.setState((state) => ({ asked: state.asked + 1 }));
  loadSonner()
    .then((sonner) => {
      const create = () => {
        const options: ExternalToast = {
          id: idOf(serial),
          description,
          onAutoClose: (closed) => onClosing(sonner, closed),
          onDismiss: (closed) => onClosing(sonner, closed),
        };
        if (kind === 'info') sonner(title, options);
        else sonner[kind](title, options);
      };
      if (leaving === null) create();
      // only the newest waits, and shows once the leaving one is gone
      else waiting = create;
    })
    // the library could not load (the chunk loader has reported it): no toast, the page stays
    .catch(() => undefined);
}

export const toast = {
  success(input: ToastInput): void {
    show('success', input);
  },
  info(input: ToastInput): void {
    show('info', input);
  },
  /** `title` is the translated word "Error". */
  error(input: ToastInput): void {
    show('error', input);
  },
};
