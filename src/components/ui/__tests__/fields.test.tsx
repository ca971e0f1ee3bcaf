import { useState } from 'react';
import { parseZonedDateTime, Time } from '@internationalized/date';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import { Checkbox } from '../checkbox';
import { ComboBox } from '../combo-box';
import { DatePicker } from '../date-picker';
import { NativeSelect } from '../native-select';
import { NumberField } from '../number-field';
import { Select } from '../select';
import { Switch } from '../switch';
import { TextArea } from '../text-area';
import { TextField } from '../text-field';
import { TimeField } from '../time-field';

const OPTIONS = [
  { id: 'berlin', label: 'Berlin' },
  { id: 'bern', label: 'Bern' },
  { id: 'madrid', label: 'Madrid' },
];

describe('kit fields: label, description and error', () => {
  it('TextField: labelled, described by its help, and marked invalid with its error', async () => {
    await renderWithProviders(
      <TextField label="Email" description="We never share it." error="Enter a valid email." />,
    );
    const input = await screen.findByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(/Enter a valid email\./);
    expect(input).toHaveAccessibleDescription(/We never share it\./);
  });

  it('TextField without an error is not invalid', async () => {
    await renderWithProviders(<TextField label="Email" />);
    const input = await screen.findByRole('textbox', { name: 'Email' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('');
  });

  it('TextArea: typed text reaches onChange; the error describes it', async () => {
    const onChange = vi.fn();
    await renderWithProviders(
      <TextArea
        label="Notes"
        description="At most 200 characters."
        error="Too long."
        onChange={onChange}
      />,
    );
    const area = await screen.findByRole('textbox', { name: 'Notes' });
    expect(area.tagName).toBe('TEXTAREA');
    expect(area).toHaveAttribute('aria-invalid', 'true');
    expect(area).toHaveAccessibleDescription(/Too long\./);
    expect(area).toHaveAccessibleDescription(/At most 200 characters\./);
    await userEvent.type(area, 'Hi');
    expect(onChange).toHaveBeenLastCalledWith('Hi');
  });

  it('NumberField: steps with its buttons within bounds, and shows its error', async () => {
    const onChange = vi.fn();
    await renderWithProviders(
      <NumberField
        label="Openings"
        defaultValue={1}
        minValue={1}
        maxValue={2}
        error="Too many."
        onChange={onChange}
      />,
    );
    const input = await screen.findByRole('textbox', { name: 'Openings' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Too many.');
    await userEvent.click(screen.getByRole('button', { name: /increase/i }));
    expect(onChange).toHaveBeenLastCalledWith(2);
    expect(screen.getByRole('button', { name: /increase/i })).toBeDisabled();
  });

  describe('NumberField for a whole number keeps the decimal separator and rounds', () => {
    it.each([
      ['en', '85000.00', 85_000, '85,000'],
      ['en', '85000.5', 85_001, '85,001'],
      ['de', '85000,50', 85_001, '85.001'],
      ['ar', '85000.40', 85_000, '85,000'],
    ] as const)('%s: typed key by key, %s is %d', async (locale, typed, value, shown) => {
      const onChange = vi.fn();
      await renderWithProviders(
        <NumberField label="Yearly salary" wholeNumber onChange={onChange} />,
        { locale },
      );
      const input = await screen.findByRole('textbox', { name: 'Yearly salary' });
      await userEvent.type(input, typed);
      await userEvent.tab();
      expect(onChange).toHaveBeenLastCalledWith(value);
      expect(input).toHaveValue(shown);
    });

    it('takes a pasted amount with decimals instead of emptying the field', async () => {
      const onChange = vi.fn();
      await renderWithProviders(
        <NumberField label="Yearly salary" wholeNumber onChange={onChange} />,
      );
      const input = await screen.findByRole('textbox', { name: 'Yearly salary' });
      await userEvent.click(input);
      await userEvent.paste('85000.75');
      await userEvent.tab();
      expect(onChange).toHaveBeenLastCalledWith(85_001);
      expect(input).toHaveValue('85,001');
    });
  });

  it.each(['en', 'de', 'ar'] as const)(
    'NumberField (%s): a keystroke it refuses (the e of 1e12) is said, not dropped in silence',
    async (locale) => {
      const onChange = vi.fn();
      await renderWithProviders(
        <NumberField label="Yearly salary" wholeNumber onChange={onChange} />,
        { locale },
      );
      const said = {
        en: 'Only digits can be typed here.',
        de: 'Hier können nur Ziffern eingegeben werden.',
        ar: 'يمكن كتابة الأرقام فقط هنا.',
      }[locale];
      const input = await screen.findByRole('textbox', { name: 'Yearly salary' });
      await userEvent.type(input, '1e');
      expect(await screen.findByText(said)).toBeInTheDocument();
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAccessibleDescription(said);
      // the next keystroke it takes ends the message; leaving the field does too
      await userEvent.type(input, '2');
      expect(screen.queryByText(said)).not.toBeInTheDocument();
      await userEvent.type(input, 'x');
      expect(await screen.findByText(said)).toBeInTheDocument();
      await userEvent.tab();
      expect(screen.queryByText(said)).not.toBeInTheDocument();
      expect(onChange).toHaveBeenLastCalledWith(12);
    },
  );

  it('Checkbox and Switch: named by their label, described by their error', async () => {
    const onChange = vi.fn();
    await renderWithProviders(
      <>
        <Checkbox error="Accept the terms to go on." onChange={onChange}>
          I accept the terms
        </Checkbox>
        <Switch description="Sends a mail for each new match.">Job alerts</Switch>
      </>,
    );
    const box = await screen.findByRole('checkbox', { name: 'I accept the terms' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Accept the terms to go on.');
    await userEvent.click(box);
    expect(onChange).toHaveBeenCalledWith(true);
    const toggle = screen.getByRole('switch', { name: 'Job alerts' });
    expect(toggle).toHaveAccessibleDescription('Sends a mail for each new match.');
    await userEvent.click(toggle);
    expect(toggle).toBeChecked();
  });

  it('Select: opens its list, chooses an option, and links its error', async () => {
    const onChange = vi.fn();
    await renderWithProviders(
      <Select
        label="City"
        options={OPTIONS}
        placeholder="Choose a city"
        error="Choose a city."
        onChange={onChange}
      />,
    );
    const button = await screen.findByRole('button', { name: /City/ });
    expect(button).toHaveAccessibleDescription('Choose a city.');
    await userEvent.click(button);
    await userEvent.click(screen.getByRole('option', { name: 'Madrid' }));
    expect(onChange).toHaveBeenCalledWith('madrid');
    expect(button).toHaveTextContent('Madrid');
  });

  it('ComboBox: filters the options by what is typed', async () => {
    const onChange = vi.fn();
    await renderWithProviders(
      <ComboBox
        label="City"
        options={OPTIONS}
        error="Pick a city from the list."
        onChange={onChange}
      />,
    );
    const input = await screen.findByRole('combobox', { name: 'City' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Pick a city from the list.');
    await userEvent.type(input, 'Ber');
    const list = screen.getByRole('listbox');
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Berlin', 'Bern']);
    await userEvent.click(within(list).getByRole('option', { name: 'Bern' }));
    expect(onChange).toHaveBeenCalledWith('bern');
    expect(input).toHaveValue('Bern');
  });

  it('ComboBox with suggestions: shows them as given, opens as one types, has no button', async () => {
    function Suggesting() {
      const [text, setText] = useState('');
      return (
        <ComboBox
          label="Where"
          suggestions
          allowsCustomValue
          inputValue={text}
          onInputChange={setText}
          options={text ? [{ id: 'zurich', label: 'Zürich' }] : []}
        />
      );
    }
    await renderWithProviders(<Suggesting />);
    const input = await screen.findByRole('combobox', { name: 'Where' });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    await userEvent.click(input);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await userEvent.type(input, 'zur');
    const list = screen.getByRole('listbox');
    expect(within(list).getByRole('option', { name: 'Zürich' })).toBeInTheDocument();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(input).toHaveValue('Zürich');
  });

  it('NativeSelect: the browser select, labelled and described by its error', async () => {
    await renderWithProviders(
      <NativeSelect label="Type" error="Choose a type.">
        <option value="">Any</option>
        <option value="full">Full-time</option>
      </NativeSelect>,
    );
    const select = await screen.findByRole('combobox', { name: 'Type' });
    expect(select.tagName).toBe('SELECT');
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Choose a type.');
  });

  it('DatePicker: a ZonedDateTime shows its time zone; the error describes the field', async () => {
    await renderWithProviders(
      <DatePicker
        label="Interview"
        granularity="minute"
        defaultValue={parseZonedDateTime('2026-10-25T02:30+01:00[Europe/Berlin]')}
        error="Pick a time in office hours."
      />,
    );
    const group = await screen.findByRole('group', { name: 'Interview' });
    expect(group).toHaveAccessibleDescription(/Pick a time in office hours\./);
    expect(group).toHaveAccessibleDescription(/October 25, 2026 at 2:30\sAM GMT\+1/);
    // the time zone is one of the field's segments, after the time
    expect(within(group).getByText('GMT+1')).toBeInTheDocument();
    expect(within(group).getByRole('spinbutton', { name: /hour/i })).toHaveTextContent('2');
    expect(within(group).getByRole('spinbutton', { name: /day/i })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.getByRole('button', { name: /calendar/i })).toBeInTheDocument();
  });

  it('TimeField: a time of day, typed segment by segment', async () => {
    const onChange = vi.fn();
    await renderWithProviders(
      <TimeField
        label="Starts at"
        defaultValue={new Time(9, 0)}
        hourCycle={24}
        onChange={onChange}
      />,
    );
    const hour = await screen.findByRole('spinbutton', { name: /hour/i });
    await userEvent.click(hour);
    await userEvent.keyboard('{ArrowUp}');
    expect(onChange).toHaveBeenLastCalledWith(new Time(10, 0));
  });
});
