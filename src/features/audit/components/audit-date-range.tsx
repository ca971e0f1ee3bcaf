// The period of an audit tab: a From and a To day, each bound to the tab's form.
import { useTranslation } from 'react-i18next';
import { TextField, type TextFieldProps } from '@/components/ui/text-field';

type DayFieldProps = Omit<TextFieldProps, 'label' | 'type'>;

/** `<AuditDateRange from={field('from')} to={field('to')} />` inside a tab's filter form. */
export function AuditDateRange({ from, to }: { from: DayFieldProps; to: DayFieldProps }) {
  const { t } = useTranslation();
  return (
    <>
      <TextField label={t('audit.filters.from')} type="date" {...from} />
      <TextField label={t('audit.filters.to')} type="date" {...to} />
    </>
  );
}
