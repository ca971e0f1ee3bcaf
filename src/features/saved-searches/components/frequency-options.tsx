// The choices of an alert's frequency (at once, every morning, every Monday), translated.
import { useTranslation } from 'react-i18next';
import { ALERT_FREQUENCIES } from '@contracts/saved-search';

/** The `<option>`s of an alert's frequency, named in the interface language. */
export function FrequencyOptions() {
  const { t } = useTranslation();
  return ALERT_FREQUENCIES.map((frequency) => (
    <option key={frequency} value={frequency}>
      {t(`savedSearches.frequency.${frequency}`)}
    </option>
  ));
}
