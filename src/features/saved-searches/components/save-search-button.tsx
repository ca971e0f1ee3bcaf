// "Save this search" on the search screen: the button, and its dialog loaded after the screen.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { deferredComponent } from '@/lib/lazy-component';

// the dialog and its form load after the search screen has painted
const { Deferred: SaveSearchDialog, usePreload } = deferredComponent(
  async () => (await import('./save-search-dialog')).SaveSearchDialog,
);

interface SaveSearchButtonProps {
  /** The search on screen, as its URL query. */
  query: URLSearchParams;
}

/** "Save this search": names the search (from its filters by default) and picks its alerts. */
export function SaveSearchButton({ query }: SaveSearchButtonProps) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  usePreload();
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('savedSearches.save.button')}
      </Button>
      <SaveSearchDialog isOpen={isOpen} onOpenChange={setOpen} query={query.toString()} />
    </>
  );
}
