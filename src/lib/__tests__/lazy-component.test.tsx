// A deferred component renders nothing until its code is there, then renders with its props;
// preloading starts the download once.
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { deferredComponent } from '../lazy-component';

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
