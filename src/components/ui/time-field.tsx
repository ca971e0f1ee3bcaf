import { TimeField as AriaTimeField, type TimeValue } from 'react-aria-components';
import { SegmentInput, type SegmentFieldProps } from './date-segments';
import { FieldParts, fieldState } from './field-parts';
import './date-picker.css';

/** `value`: a Time (a time of day), or a ZonedDateTime whose time is edited and whose zone is shown. */
interface TimeFieldProps<T extends TimeValue> extends SegmentFieldProps<T> {
  granularity?: 'hour' | 'minute' | 'second';
  minValue?: TimeValue;
  maxValue?: TimeValue;
}

/** A time typed segment by segment (hour, minute, AM/PM where the reader uses it). */
export function TimeField<T extends TimeValue>({
  label,
  description,
  error,
  className,
  hideTimeZone = false,
  granularity = 'minute',
  ...field
}: TimeFieldProps<T>) {
  return (
    <AriaTimeField<T>
      {...(field as object)}
      granularity={granularity}
      hideTimeZone={hideTimeZone}
      {...fieldState(error, className)}
    >
      <FieldParts label={label} description={description} error={error}>
        <SegmentInput className="ui-input ui-date-input" />
      </FieldParts>
    </AriaTimeField>
  );
}
