import vm from 'node:vm';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';

type Listener = () => void;

/** A worker that records how it was made and used; `emit` plays its events. */
class FakeWorker {
  static made: FakeWorker[] = [];
  listeners = new Map<string, Listener[]>();
  terminate = vi.fn();
  constructor(readonly url: string) {
    FakeWorker.made.push(this);
  }
  addEventListener(type: string, listener: Listener) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  emit(type: string) {
    this.listeners.get(type)?.forEach((listener) => listener());
  }
}

/** The module afresh: it warms up once per page, and each test is a new page. */
async function freshIntl() {
  vi.resetModules();
  return import('../intl');
}

describe('warmUpSource', () => {
  it('formats a date, a number and a plural in the locale given, then says it is done', async () => {
    const { warmUpSource } = await import('../intl');
    const postMessage = vi.fn();
    const made: string[] = [];
    const RecordingIntl = {
      ...Intl,
      DateTimeFormat: function (locale?: string, options?: object) {
        made.push(`date ${locale ?? 'default'}`);
        return new Intl.DateTimeFormat(locale, options);
      },
      NumberFormat: function (locale?: string) {
        made.push(`number ${locale}`);
        return new Intl.NumberFormat(locale);
      },
      PluralRules: function (locale?: string) {
        made.push(`plural ${locale}`);
        return new Intl.PluralRules(locale);
      },
    };
    vm.runInNewContext(warmUpSource('ar'), { Intl: RecordingIntl, postMessage });
    expect(made).toEqual(['date ar', 'date default', 'number ar', 'plural ar']);
    expect(postMessage).toHaveBeenCalledOnce();
  });

  it('keeps the locale a string: a quote in it cannot add code to the worker', async () => {
    const { warmUpSource } = await import('../intl');
    const postMessage = vi.fn();
    const hostile = `en"; postMessage("injected"); "`;
    expect(() => {
      vm.runInNewContext(warmUpSource(hostile), { Intl, postMessage });
    }).toThrow(RangeError);
    expect(postMessage).not.toHaveBeenCalled();
  });
});

describe('warmUpFormatting', () => {
  let createObjectURL: MockInstance<typeof URL.createObjectURL>;
  let revokeObjectURL: MockInstance<typeof URL.revokeObjectURL>;

  beforeEach(() => {
    FakeWorker.made = [];
    vi.stubGlobal('Worker', FakeWorker);
    createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:warm-up');
    revokeObjectURL = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('starts one worker from the warm-up source, and ends it once it says it is done', async () => {
    const { warmUpFormatting, warmUpSource } = await freshIntl();
    warmUpFormatting('de');
    expect(FakeWorker.made).toHaveLength(1);
    expect(FakeWorker.made[0]!.url).toBe('blob:warm-up');
    const blob = createObjectURL.mock.calls[0]![0] as Blob;
    expect(blob.type).toBe('text/javascript');
    expect(await blob.text()).toBe(warmUpSource('de'));
    expect(revokeObjectURL).not.toHaveBeenCalled();

    FakeWorker.made[0]!.emit('message');
    expect(FakeWorker.made[0]!.terminate).toHaveBeenCalledOnce();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:warm-up');
  });

  it('warms up once per page, however often a shell mounts', async () => {
    const { warmUpFormatting } = await freshIntl();
    warmUpFormatting('en');
    warmUpFormatting('ar');
    expect(FakeWorker.made).toHaveLength(1);
  });

  it('ends a worker that fails as well', async () => {
    const { warmUpFormatting } = await freshIntl();
    warmUpFormatting('en');
    FakeWorker.made[0]!.emit('error');
    expect(FakeWorker.made[0]!.terminate).toHaveBeenCalledOnce();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:warm-up');
  });

  it('leaves formatting as it was where a worker is refused (a policy) or missing', async () => {
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new DOMException('refused', 'SecurityError');
        }
      },
    );
    const refused = await freshIntl();
    expect(() => refused.warmUpFormatting('en')).not.toThrow();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:warm-up');

    vi.stubGlobal('Worker', undefined);
    createObjectURL.mockClear();
    const missing = await freshIntl();
    expect(() => missing.warmUpFormatting('en')).not.toThrow();
    expect(createObjectURL).not.toHaveBeenCalled();
  });
});
