// A deferred component renders nothing until its code is there, then renders with its props;
// preloading starts the download once. A lazy or deferred component whose code failed to load
// loads it again when rendered again (React's own lazy never would). A lazy component whose code a
// preload brought renders without suspending.
import { act, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Suspense, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import { deferredComponent, lazy } from '../lazy-component';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('deferredComponent', () => {
  it('renders nothing while loading, then the component with its props', async () => {
    let resolve: (component: typeof Greeting) => void = () => undefined;
    const load = vi.fn(() => new Promise<typeof Greeting>((done) => (resolve = done)));
    const { Deferred } = deferredComponent(load);
    const { container } = render(<Deferred name="Ada" />);
    expect(container).toBeEmptyDOMElement();
    await act(() => {
      resolve(Greeting);
      return Promise.resolve();
    });
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('starts loading when a screen preloads it, only once', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const { Deferred, usePreload } = deferredComponent(load);
    function Screen({ open }: { open: boolean }) {
      usePreload();
      return open ? <Deferred name="Grace" /> : <p>closed</p>;
    }
    const { rerender } = render(<Screen open={false} />);
    expect(load).toHaveBeenCalledTimes(1);
    rerender(<Screen open />);
    expect(await screen.findByText('Hello Grace')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not load when preloading is off', () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const { usePreload } = deferredComponent(load);
    function Screen() {
      usePreload(false);
      return null;
    }
    render(<Screen />);
    expect(load).not.toHaveBeenCalled();
  });
});

/** Fails the first load (a chunk that did not arrive), then loads. */
function flakyLoad() {
  let calls = 0;
  return vi.fn(() => {
    calls += 1;
    return calls === 1
      ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
      : Promise.resolve({ default: Greeting });
  });
}

function Boundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary
      fallback={(retry) => (
        <button type="button" onClick={retry}>
          Retry
        </button>
      )}
    >
      <Suspense fallback={<p>Loading</p>}>{children}</Suspense>
    </ErrorBoundary>
  );
}

describe('lazy', () => {
  it('loads once and renders with its props', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Greeting }));
    const Lazy = lazy(load);
    const { rerender } = render(
      <Boundary>
        <Lazy name="Ada" />
      </Boundary>,
    );
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
    rerender(
      <Boundary>
        <Lazy name="Grace" />
      </Boundary>,
    );
    expect(await screen.findByText('Hello Grace')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('after a failed load, the boundary’s retry loads it again and shows it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = flakyLoad();
    const Lazy = lazy(load);
    const { rerender } = render(
      <Boundary>
        <Lazy name="Ada" />
      </Boundary>,
    );
    const retry = await screen.findByRole('button', { name: 'Retry' });
    // no load again until asked: a chunk that keeps failing is not fetched in a loop
    rerender(
      <Boundary>
        <Lazy name="Ada" />
      </Boundary>,
    );
    expect(load).toHaveBeenCalledTimes(1);
    await userEvent.click(retry);
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('deferredComponent after a failed download', () => {
  it('downloads again when rendered again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let calls = 0;
    const load = vi.fn(() => {
      calls += 1;
      return calls === 1 ? Promise.reject(new TypeError('offline')) : Promise.resolve(Greeting);
    });
    const { Deferred, usePreload } = deferredComponent(load);
    function Screen() {
      usePreload();
      return <Deferred name="Lin" />;
    }
    render(
      <Boundary>
        <Screen />
      </Boundary>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Hello Lin')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('lazy, preloaded', () => {
  it('renders at once, without a fallback, once preload has brought its code', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Greeting }));
    const Greeter = lazy(load);
    await Greeter.preload();
    await Greeter.preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Greeter name="Ada" />
      </Suspense>,
    );
    expect(screen.getByText('Hello Ada')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).toBeNull();
    expect(load).toHaveBeenCalledOnce();
  });

  it('shows its fallback until the code is there when rendered before it loaded', async () => {
    const Greeter = lazy(() => Promise.resolve({ default: Greeting }));
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Greeter name="Grace" />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByText('Hello Grace')).toBeInTheDocument();
  });

  it('loads again when rendered after a failed preload', async () => {
    const load = flakyLoad();
    const Greeter = lazy(load);
    await expect(Greeter.preload()).rejects.toThrow('Failed to fetch');
    render(
      <Boundary>
        <Greeter name="Ada" />
      </Boundary>,
    );
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
