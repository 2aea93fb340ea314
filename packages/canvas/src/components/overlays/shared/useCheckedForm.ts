import { useState } from "react";

/**
 * A form's values and its problems, which show from the first attempt to submit on and then follow the input, so
 * a fixed field clears its message at once.
 */
export function useCheckedForm<Form extends object, Problems>(initial: Form, validate: (form: Form) => Problems) {
  const [form, setForm] = useState<Form>(initial);
  const [checked, setChecked] = useState(false);
  return {
    form,
    problems: checked ? validate(form) : null,
    change: (next: Partial<Form>) => setForm((current) => ({ ...current, ...next })),
    /** Marks an attempt to submit; returns the form's problems now. */
    check: () => {
      setChecked(true);
      return validate(form);
    },
  };
}
