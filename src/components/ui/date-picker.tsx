import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  Calendar,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DatePicker as AriaDatePicker,
  DateSegment,
  Dialog as AriaDialog,
  Group,
  Heading,
  Popover,
  useLocale,
  type DateValue,
} from 'react-aria-components';
import { FieldParts, fieldClass } from './field-parts';
import './date-picker.css';
import './popover.css';

interface DatePickerProps<T extends DateValue> {
  label: ReactNode;
  description?: ReactNode;
  error?: string | undefined;
  /**
   * A CalendarDate for a day; a ZonedDateTime for a moment (with `granularity="minute"`): it
   * shows its time zone and keeps it (store it with `toStoredDateTime`).
   */
  value?: T | null;
  defaultValue?: T | null;
  onChange?: (value: T | null) => void;
  onBlur?: () => void;
  /** The smallest unit typed: 'day' (a date) or 'hour' / 'minute' (a date and a time). */
  granularity?: 'day' | 'hour' | 'minute';
  /** Where typing starts when empty (e.g. `now('Europe/Berlin')` for a moment in that zone). */
  placeholderValue?: T;
  minValue?: DateValue;
  maxValue?: DateValue;
  isDateUnavailable?: (date: DateValue) => boolean;
  /** The time zone stays visible unless this is set. */
  hideTimeZone?: boolean;
  hourCycle?: 12 | 24;
  name?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  className?: string;
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
      isInvalid={Boolean(error)}
      validationBehavior="aria"
      className={fieldClass(className)}
    >
      <FieldParts label={label} description={description} error={error}>
        <Group className="ui-input-group ui-date-group">
          <DateInput className="ui-date-input">
            {(segment) => <DateSegment segment={segment} className="ui-date-segment" />}
          </DateInput>
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
