import { useEffect, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../shared/ui/toast/toast-store.ts';
import { sameFormValues } from '../lib/form-compare.ts';
import {
  formValuesFromPublication,
  type EditorFormValues,
  type SplitErrors,
} from '../lib/form-values.ts';
import { revealFirstError } from '../lib/reveal-first-error.ts';
import { usePublishActions } from './publish-actions.ts';
import { useBlockUndo } from './use-block-undo.ts';
import { useDraftAutosave } from './use-draft-autosave.ts';
import { useLeaveGuard } from './use-leave-guard.ts';
import { useRequiredCheck } from './use-required-check.ts';
import { useSaveForm } from './use-save-form.ts';

const NO_ERRORS: SplitErrors = { fields: {}, blocks: {} };

export interface EditorFormSource {
  /** The post being edited, or null on create. */
  id: number | null;
  /** What the form starts with: the saved post, or a restored draft. */
  initialValues: EditorFormValues;
  /** The post as saved on the server (the empty form on create): changes are measured from it. */
  savedValues: EditorFormValues;
  /** Fingerprint of `savedValues`, kept with the draft; null on create. */
  base: string | null;
}

/** The form's elements the hook reaches: the form (to reveal errors), the title (to focus). */
export interface EditorFormElements {
  formRef: RefObject<HTMLFormElement | null>;
  titleRef: RefObject<HTMLInputElement | null>;
}

/**
 * The editor form's state and its ways out: the values (kept in a local draft while they differ
 * from the saved post, and guarded against leaving), the server's errors (the first one brought
 * into view), the post found deleted, Save (`submit`) and the publish actions.
 */
export function useEditorForm(
  { id, initialValues, savedValues, base }: EditorFormSource,
  elements: EditorFormElements,
) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initialValues);
  const [editingKey, setEditingKey] = useState<string | null>(null);
  const [errors, setErrors] = useState<SplitErrors>(NO_ERRORS);
  const [deleted, setDeleted] = useState(false);
  const { formRef, titleRef } = elements;
  const required = useRequiredCheck(id, values, titleRef);
  const handleBlockDeleted = useBlockUndo(setValues);
  const dirty = !sameFormValues(values, savedValues);
  const autosave = useDraftAutosave(id, values, savedValues, base, dirty);
  const guard = useLeaveGuard(dirty, autosave.flush);
  const letLeave = () => {
    autosave.stop();
    guard.release();
  };
  const markDeleted = () => {
    setDeleted(true);
    autosave.flush();
  };
  const save = useSaveForm(id, {
    onSaved: letLeave,
    onFieldErrors: setErrors,
    onDeleted: markDeleted,
  });

  // A refused save: every error is on screen at once; the first one is brought to the user.
  useEffect(() => {
    if (errors !== NO_ERRORS && formRef.current) revealFirstError(formRef.current);
  }, [errors, formRef]);

  const publish = usePublishActions({
    id,
    values,
    dirty,
    validate: required.check,
    onSavedInPlace: (saved) => {
      // The saved post (its new blocks now have ids): the form is clean again.
      setValues(formValuesFromPublication(saved));
      setErrors(NO_ERRORS);
      setEditingKey(null);
      showToast(t('editorForm.updated'), 'success');
    },
    onFieldErrors: setErrors,
    onDeleted: markDeleted,
    beforeLeave: letLeave,
  });

  const submit = (asNew: boolean) => {
    if (required.check()) save.save(values, asNew);
  };

  return {
    values,
    setValues,
    editingKey,
    setEditingKey,
    errors,
    deleted,
    dirty,
    requiredMissing: required.missing,
    handleBlockDeleted,
    blocker: guard.blocker,
    save,
    publish,
    submit,
  };
}
