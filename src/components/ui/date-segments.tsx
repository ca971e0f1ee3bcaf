// What the kit's DatePicker and TimeField share: the props of a value typed segment by segment, and
// the segmented input itself.
import { DateInput, DateSegment } from 'react-aria-components';
import type { LabelledFieldProps } from './field-parts';

/** The props of a field whose value `T` (a date, a time or a moment) is typed in segments. */
export interface SegmentFieldProps<T> extends LabelledFieldProps {
  value?: T | null;
  defaultValue?: T | null;
  onChange?: (value: T | null) => void;
  onBlur?: () => void;
  /** Where typing starts when empty (e.g. `now('Europe/Berlin')` for a moment in that zone). */
  placeholderValue?: T;
  /** The time zone stays visible unless this is set. */
  hideTimeZone?: boolean;
  hourCycle?: 12 | 24;
  name?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
}

/** The value's segments (day, month, hour…), each typed or stepped with the arrow keys. */
export function SegmentInput({ className }: { className: string }) {
  return (
    <DateInput className={className}>
      {(segment) => <DateSegment segment={segment} className="ui-date-segment" />}
    </DateInput>
  );
}
