// Which prerendered page is being taken over: one without a person is the same for everyone.
import { afterEach, describe, expect, it } from 'vitest';
import { isFirstVisitPage } from '../prerendered-page';

const root = document.documentElement;

afterEach(() => {
  delete root.dataset.prerendered;
  delete root.dataset.prerenderedRole;
});

describe('isFirstVisitPage', () => {
  it('is true for a page prerendered without a person (sign-in, sign-up, not found)', () => {
    root.dataset.prerendered = 'ar';
    expect(isFirstVisitPage()).toBe(true);
  });

  it('is false for a dashboard frame, prerendered with the person of the session hint', () => {
    root.dataset.prerendered = 'en';
    root.dataset.prerenderedRole = 'employer';
    expect(isFirstVisitPage()).toBe(false);
  });

  it('is false for a page not prerendered, or one of another language that made way', () => {
    expect(isFirstVisitPage()).toBe(false);
  });
});
