import { useTranslation } from 'react-i18next';
import { callableReason } from '../lib/callable-error';

/** The text of a callable's refusal (or any failure) in the current language. */
export function useReasonText() {
  const { t } = useTranslation();
  return (error: unknown) => t(`team.errors.${callableReason(error)}`);
}
