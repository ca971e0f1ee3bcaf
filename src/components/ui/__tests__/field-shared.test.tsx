import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { checkFieldClass, useCheckNotes } from '../check-field';
import { fieldState } from '../field-parts';
import { optionChoice } from '../option-list';

describe('fieldState', () => {
  it('marks the field invalid by aria while there is an error, with the kit classes', () => {
    expect(fieldState('Required.', 'wide')).toEqual({
      isInvalid: true,
      validationBehavior: 'aria',
      className: 'field ui-field wide',
    });
    expect(fieldState(undefined)).toEqual({
      isInvalid: false,
      validationBehavior: 'aria',
      className: 'field ui-field',
    });
  });
});

describe('optionChoice', () => {
  const options = [
    { id: 'berlin', label: 'Berlin' },
    { id: 'bern', label: 'Bern', isDisabled: true },
  ];

  it('lists the disabled options and hands on the chosen key as a string, or null', () => {
    const onChange = vi.fn();
    const choice = optionChoice(options, onChange);
    expect(choice.disabledKeys).toEqual(['bern']);
    choice.onChange?.('berlin');
    choice.onChange?.(7);
    choice.onChange?.(null);
    expect(onChange.mock.calls).toEqual([['berlin'], ['7'], [null]]);
  });

  it('gives no handler when the field has none', () => {
    expect(optionChoice(options, undefined).onChange).toBeUndefined();
  });
});

function Notes({ description, error }: { description?: string; error?: string }) {
  const { describedBy, notes } = useCheckNotes(description, error);
  return (
    <div className={checkFieldClass('extra')}>
      <input type="checkbox" aria-label="Box" aria-describedby={describedBy} />
      {notes}
    </div>
  );
}

describe('useCheckNotes', () => {
  it('describes the control by its hint and its error, in that order', () => {
    render(<Notes description="Sent weekly." error="Choose one." />);
    const box = screen.getByRole('checkbox', { name: 'Box' });
    expect(box).toHaveAccessibleDescription('Sent weekly. Choose one.');
    expect(screen.getByText('Sent weekly.')).toHaveClass('field-hint');
    expect(screen.getByText('Choose one.')).toHaveClass('field-error');
    expect(box.parentElement).toHaveClass('ui-check-field', 'extra');
  });

  it('describes nothing and shows nothing when there is neither', () => {
    const { container } = render(<Notes />);
    expect(screen.getByRole('checkbox')).not.toHaveAttribute('aria-describedby');
    expect(container.querySelectorAll('p')).toHaveLength(0);
    expect(checkFieldClass()).toBe('ui-check-field');
  });
});
