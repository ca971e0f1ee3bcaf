import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { clearDraft, readDraft, writeDraft } from './drafts';

/**
 * Keeps a react-hook-form form's values as a draft of `uid`: restores a stored draft once when the
 * form opens, stores every change, and `clear()` drops it (call it after a save or a discard).
 * Without a `uid` (nobody signed in) nothing is kept.
 */
export function useFormDraft<T extends FieldValues>(
  form: UseFormReturn<T>,
  uid: string | null | undefined,
  name: string,
): { restored: boolean; clear: () => void } {
  const [restored, setRestored] = useState(false);
  const restoredFor = useRef<string | null>(null);

  useEffect(() => {
    if (!uid) return;
    const key = `${uid}:${name}`;
    if (restoredFor.current === key) return;
    restoredFor.current = key;
    const draft = readDraft<Partial<T>>(uid, name);
    if (draft && typeof draft === 'object') {
      form.reset({ ...form.getValues(), ...draft }, { keepDefaultValues: true });
      setRestored(true);
    }
  }, [form, uid, name]);

  useEffect(() => {
    if (!uid) return;
    const subscription = form.watch((values) => {
      if (restoredFor.current === `${uid}:${name}`) writeDraft(uid, name, values);
    });
    return () => subscription.unsubscribe();
  }, [form, uid, name]);

  const clear = useCallback(() => {
    if (uid) clearDraft(uid, name);
    setRestored(false);
  }, [uid, name]);

  return { restored, clear };
}
