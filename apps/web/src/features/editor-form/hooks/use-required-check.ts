import { useState, type RefObject } from 'react';
import { hasRequiredFields, type EditorFormValues } from '../lib/form-values.ts';

/**
 * The required-fields check of a save: `check` is false (the message shown, the title focused)
 * while a required field is empty; `missing` stays true until the user fills it or checks again.
 */
export function useRequiredCheck(
  id: number | null,
  values: EditorFormValues,
  titleRef: RefObject<HTMLInputElement | null>,
) {
  const [checkedMissing, setCheckedMissing] = useState(false);

  const check = (): boolean => {
    if (!hasRequiredFields(values)) {
      setCheckedMissing(true);
      if (id === null) window.scrollTo({ top: 0 });
      titleRef.current?.focus({ preventScroll: id === null });
      return false;
    }
    setCheckedMissing(false);
    return true;
  };

  return { check, missing: checkedMissing && !hasRequiredFields(values) };
}
