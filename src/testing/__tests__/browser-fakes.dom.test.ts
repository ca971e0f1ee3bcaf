// The browser fakes' own checks: downloads are caught with their names and contents (a click on
// an anchor without `download` is no download), and the window gets a ResizeObserver.
import { describe, expect, it } from 'vitest';
import { catchDownloads, stubResizeObserver } from '../browser-fakes';

/** Downloads `blob` as `name`, as the app's CSV export does. */
function download(blob: Blob, name: string) {
  const anchor = document.createElement('a');
  anchor.href = URL.createObjectURL(blob);
  anchor.download = name;
  anchor.click();
  URL.revokeObjectURL(anchor.href);
}

describe('catchDownloads', () => {
  it('catches each download with its name and content, in order', () => {
    const downloads = catchDownloads();
    const first = new Blob(['a,b'], { type: 'text/csv' });
    const second = new Blob(['c']);
    download(first, 'first.csv');
    download(second, 'second.csv');
    expect(downloads).toEqual([
      { name: 'first.csv', blob: first },
      { name: 'second.csv', blob: second },
    ]);
    expect(downloads[0]!.blob).toBe(first);
    expect(downloads[1]!.blob).toBe(second);
  });

  it('leaves out a click on an anchor that downloads nothing', () => {
    const downloads = catchDownloads();
    const link = document.createElement('a');
    link.href = '#somewhere';
    link.click();
    expect(downloads).toEqual([]);
  });
});

describe('stubResizeObserver', () => {
  it('gives the window a ResizeObserver that can observe', () => {
    stubResizeObserver();
    const observer = new ResizeObserver(() => undefined);
    expect(() => {
      observer.observe(document.body);
      observer.disconnect();
    }).not.toThrow();
  });
});
