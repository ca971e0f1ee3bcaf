// Drafts per person in local storage: written, read back, cleared one at a time or all of a person's.
import { afterEach, describe, expect, it } from 'vitest';
import { clearDraft, clearDraftsOf, draftKey, readDraft, writeDraft } from '../drafts';

afterEach(() => localStorage.clear());

describe('drafts', () => {
  it('keeps a person’s draft under their own key, and clears it', () => {
    writeDraft('mia', 'posting:new', { title: 'Designer' });
    expect(localStorage.getItem(draftKey('mia', 'posting:new'))).toBe('{"title":"Designer"}');
    expect(readDraft('mia', 'posting:new')).toEqual({ title: 'Designer' });
    expect(readDraft('sam', 'posting:new')).toBeNull();
    clearDraft('mia', 'posting:new');
    expect(readDraft('mia', 'posting:new')).toBeNull();
  });

  it('clears every draft of one person and nobody else’s, nor other keys', () => {
    writeDraft('mia', 'posting:new', { title: 'Designer' });
    writeDraft('mia', 'note:app-1', 'Strong portfolio');
    writeDraft('mia2', 'posting:new', { title: 'Kept' });
    writeDraft('sam', 'posting:new', { title: 'Kept too' });
    localStorage.setItem('theme', 'dark');
    clearDraftsOf('mia');
    expect(readDraft('mia', 'posting:new')).toBeNull();
    expect(readDraft('mia', 'note:app-1')).toBeNull();
    expect(readDraft('mia2', 'posting:new')).toEqual({ title: 'Kept' });
    expect(readDraft('sam', 'posting:new')).toEqual({ title: 'Kept too' });
    expect(localStorage.getItem('theme')).toBe('dark');
  });
});
