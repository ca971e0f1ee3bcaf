// The time zone of the person's alerts: detected from the browser, shown and changed.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ALERT_LOCAL_HOUR } from '@contracts/saved-search';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { QueryState } from '@/components/ui/query-state';
import { allTimeZones, viewerTimeZone } from '@/lib/format/time-zones';
import { toast } from '@/lib/toast';
import { useProfileTimeZone, useSetProfileTimeZone } from '../api/profile-time-zone';

/**
 * The time zone of the person's alerts (their profile's): shown and changed here; a profile
 * without one offers the browser's, detected.
 */
export function TimeZoneCard({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const stored = useProfileTimeZone(userId);
  return (
    <section className="card stack saved-search-zone" aria-labelledby="saved-search-zone">
      <h2 id="saved-search-zone">{t('savedSearches.timeZone.title')}</h2>
      <QueryState query={stored} failed={t('savedSearches.errors.timeZoneLoad')}>
        {(zone) => <TimeZoneForm key={zone ?? ''} userId={userId} stored={zone} />}
      </QueryState>
    </section>
  );
}

function TimeZoneForm({ userId, stored }: { userId: string; stored: string | null }) {
  const { t } = useTranslation();
  const detected = viewerTimeZone();
  const [zone, setZone] = useState(stored ?? detected);
  const save = useSetProfileTimeZone(userId);
  const hour = String(ALERT_LOCAL_HOUR).padStart(2, '0');
  return (
    <form
      className="saved-search-zone-form"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(zone, {
          onSuccess: () => toast.success({ title: t('savedSearches.timeZone.saved', { zone }) }),
        });
      }}
    >
      <NativeSelect
        label={t('savedSearches.timeZone.label')}
        description={
          stored
            ? t('savedSearches.timeZone.hint', { hour })
            : t('savedSearches.timeZone.detected', { zone: detected, hour })
        }
        value={zone}
        onChange={(event) => setZone(event.target.value)}
      >
        {allTimeZones([zone]).map((name) => (
          <option key={name} value={name}>
            {name.replace(/_/g, ' ')}
          </option>
        ))}
      </NativeSelect>
      <Button type="submit" variant="secondary" busy={save.isPending} disabled={zone === stored}>
        {t('savedSearches.timeZone.save')}
      </Button>
      {save.isError ? <Alert tone="error">{t('savedSearches.errors.timeZoneSave')}</Alert> : null}
    </form>
  );
}
