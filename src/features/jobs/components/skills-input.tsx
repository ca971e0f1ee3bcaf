import { useId, useState, type KeyboardEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { POSTING_LIMITS } from '@contracts/job';
import { SKILL_SEPARATORS } from '../constants';
import { RemovableChips } from './removable-chips';

interface SkillsInputProps {
  label: string;
  description?: string;
  /** The form's error for the list (too few, too many, a skill too long). */
  error?: string | undefined;
  value: readonly string[];
  onChange: (skills: string[]) => void;
  onBlur?: () => void;
  /** The text input (react-hook-form focuses it on an error). */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A list of skills typed one by one: Enter or a comma adds what is typed as a chip (also when
 * the field is left), each chip has its remove button, Backspace in the empty field removes the
 * last one. Duplicates, too long skills and one too many are refused with a message.
 */
export function SkillsInput({
  label,
  description,
  error,
  value,
  onChange,
  onBlur,
  ref,
}: SkillsInputProps) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  /** Adds the skills typed; returns what could not be added (to stay in the field). */
  function add(typed: readonly string[]): string {
    const next = [...value];
    let left = '';
    let refusal: string | null = null;
    for (const entry of typed) {
      const skill = entry.trim();
      if (!skill) continue;
      if (skill.length > POSTING_LIMITS.skillMax) {
        refusal = t('postings.form.skillTooLong', {
          count: POSTING_LIMITS.skillMax,
          max: POSTING_LIMITS.skillMax,
        });
      } else if (next.some((known) => known.toLowerCase() === skill.toLowerCase())) {
        refusal = t('postings.form.skillDuplicate');
      } else if (next.length >= POSTING_LIMITS.skillsMax) {
        refusal = t('postings.form.skillsFull', {
          count: POSTING_LIMITS.skillsMax,
          max: POSTING_LIMITS.skillsMax,
        });
      } else {
        next.push(skill);
        continue;
      }
      left = skill;
    }
    setProblem(refusal);
    if (next.length !== value.length) onChange(next);
    return left;
  }

  function remove(index: number) {
    setProblem(null);
    onChange(value.filter((_, at) => at !== index));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if ((SKILL_SEPARATORS as readonly string[]).includes(event.key)) {
      // Enter adds a skill here; it does not submit the form
      event.preventDefault();
      setText(add([text]));
    } else if (event.key === 'Backspace' && text === '' && value.length > 0) {
      remove(value.length - 1);
    }
  }

  function onTextChange(typed: string) {
    if (!typed.includes(',')) {
      setText(typed);
      return;
    }
    // a pasted list: every complete entry is added, the last one stays to be finished
    const parts = typed.split(',');
    const last = parts.pop() ?? '';
    const left = add(parts);
    setText(left ? `${left},${last}` : last);
  }

  const shownError = problem ?? error;
  const describedBy = [description ? `${id}-hint` : '', shownError ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className="field posting-skills">
      <label htmlFor={`${id}-input`}>{label}</label>
      {value.length > 0 ? (
        <RemovableChips
          aria-label={t('postings.form.skillList')}
          items={value}
          removeLabel={(skill) => t('postings.form.removeSkill', { skill })}
          onRemove={(_skill, index) => remove(index)}
        />
      ) : null}
      <input
        ref={ref}
        id={`${id}-input`}
        value={text}
        maxLength={POSTING_LIMITS.skillMax * 2}
        autoComplete="off"
        aria-invalid={shownError ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => onTextChange(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setText(add([text]));
          onBlur?.();
        }}
      />
      {description ? (
        <p id={`${id}-hint`} className="field-hint">
          {description}
        </p>
      ) : null}
      {shownError ? (
        <p id={`${id}-error`} className="field-error">
          {shownError}
        </p>
      ) : null}
    </div>
  );
}
