import {
  Button as AriaButton,
  Calendar,
  CalendarCell,
  CalendarGrid,
  DatePicker as AriaDatePicker,
  Dialog as AriaDialog,
  Group,
  Heading,
  Popover,
  useLocale,
  type DateValue,
} from 'react-aria-components';
import { SegmentInput, type SegmentFieldProps } from './date-segments';
import { FieldParts, fieldState } from './field-parts';
import './date-picker.css';
import './popover.css';

/**
 * `value`: a CalendarDate for a day; a ZonedDateTime for a moment (with `granularity="minute"`): it
 * shows its time zone and keeps it (store it with `toStoredDateTime`).
 */
interface DatePickerProps<T extends DateValue> extends SegmentFieldProps<T> {
  /** The smallest unit typed: 'day' (a date) or 'hour' / 'minute' (a date and a time). */
  granularity?: 'day' | 'hour' | 'minute';
  minValue?: DateValue;
  maxValue?: DateValue;
  isDateUnavailable?: (date: DateValue) => boolean;
}

/**
 * A date (or date and time) typed segment by segment in the reader's format, or picked from a
 * calendar; a ZonedDateTime value shows its time zone.
 */
export function DatePicker<T extends DateValue>({
  label,
  description,
  error,
  className,
  hideTimeZone = false,
  ...field
}: DatePickerProps<T>) {
  const { direction } = useLocale();
  return (
    <AriaDatePicker<T>
      {...(field as object)}
      hideTimeZone={hideTimeZone}
      {...fieldState(error, className)}
    >
      <FieldParts label={label} description={description} error={error}>
        <Group className="ui-input-group ui-date-group">
          <SegmentInput className="ui-date-input" />
          <AriaButton className="ui-field-button">
            <span aria-hidden="true">▦</span>
          </AriaButton>
        </Group>
      </FieldParts>
      <Popover className="ui-popover" placement="bottom end">
        <AriaDialog className="ui-calendar-dialog">
          <Calendar className="ui-calendar">
            <header className="ui-calendar-header">
              <AriaButton slot="previous" className="ui-field-button">
                <span aria-hidden="true">{direction === 'rtl' ? '›' : '‹'}</span>
              </AriaButton>
              <Heading className="ui-calendar-heading" />
              <AriaButton slot="next" className="ui-field-button">
                <span aria-hidden="true">{direction === 'rtl' ? '‹' : '›'}</span>
              </AriaButton>
            </header>
            <CalendarGrid className="ui-calendar-grid">
              {(date) => <CalendarCell date={date} className="ui-calendar-cell" />}
            </CalendarGrid>
          </Calendar>
        </AriaDialog>
      </Popover>
    </AriaDatePicker>
  );
}
