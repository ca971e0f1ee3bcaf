import type { ReactNode } from 'react';
import {
  DateInput,
  DateSegment,
  TimeField as AriaTimeField,
  type TimeValue,
} from 'react-aria-components';
import { FieldParts, fieldClass } from './field-parts';
import './date-picker.css';

interface TimeFieldProps<T extends TimeValue> {
  label: ReactNode;
  description?: ReactNode;
  error?: string | undefined;
  /** A Time (a time of day), or a ZonedDateTime whose time is edited and whose zone is shown. */
  value?: T | null;
  defaultValue?: T | null;
  onChange?: (value: T | null) => void;
  onBlur?: () => void;
  granularity?: 'hour' | 'minute' | 'second';
  placeholderValue?: T;
  minValue?: TimeValue;
  maxValue?: TimeValue;
  hideTimeZone?: boolean;
  hourCycle?: 12 | 24;
  name?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  className?: string;
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
      isInvalid={Boolean(error)}
      validationBehavior="aria"
      className={fieldClass(className)}
    >
      <FieldParts label={label} description={description} error={error}>
        <DateInput className="ui-input ui-date-input">
          {(segment) => <DateSegment segment={segment} className="ui-date-segment" />}
        </DateInput>
      </FieldParts>
    </AriaTimeField>
  );
}
