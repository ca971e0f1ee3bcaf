// What jsdom lacks for a page with charts and downloads: a ResizeObserver that observes nothing,
// and blob downloads caught (an anchor with `download` clicked) instead of saved.
import { vi } from 'vitest';

class FakeResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

/** Gives the window a ResizeObserver (jsdom has none) for the charts. */
export function stubResizeObserver() {
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
}

/** A file the page downloaded: its name and its content. */
export interface CaughtDownload {
  name: string;
  blob: Blob;
}

/**
 * Catches the page's downloads from now on (a blob URL made, then an anchor with `download`
 * clicked): answers the list they are added to, in the order they come.
 */
export function catchDownloads(): CaughtDownload[] {
  const downloads: CaughtDownload[] = [];
  const blobs = new Map<string, Blob>();
  URL.createObjectURL = vi.fn((blob: Blob) => {
    const url = `blob:download-${blobs.size}`;
    blobs.set(url, blob);
    return url;
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    if (this.download) downloads.push({ name: this.download, blob: blobs.get(this.href)! });
  });
  return downloads;
}
