import { useEffect, useId, useRef, type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { HONEYPOT_FIELD } from '@/lib/leads/form-values';

/** Shared form pieces: a label on every field, the error tied to its field, large tap targets. */

const control =
  'mt-1.5 block min-h-12 w-full rounded-xl border border-forest-900/25 bg-white px-4 py-2.5 text-base text-ink shadow-sm placeholder:text-muted/80 focus:border-leaf-700 disabled:cursor-not-allowed disabled:bg-paper aria-[invalid=true]:border-red-700';

interface FieldFrame {
  label: string;
  error?: string;
  hint?: string;
  /** Whether the field may be left empty; `optionalText` is how the page's language says so. */
  optional?: boolean;
  optionalText?: string;
}

function Frame({ id, label, error, hint, optional, optionalText = '(optional)', children }: FieldFrame & { id: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="font-semibold text-forest-900">
        {label}
        {optional ? <span className="font-normal text-muted"> {optionalText}</span> : null}
      </label>
      {children}
      {hint && !error ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function described(id: string, error?: string, hint?: string) {
  return error ? `${id}-error` : hint ? `${id}-hint` : undefined;
}

export function TextField({ label, error, hint, optional, optionalText, ref, ...input }: FieldFrame & InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  const id = useId();
  return (
    <Frame id={id} label={label} error={error} hint={hint} optional={optional} optionalText={optionalText}>
      <input ref={ref} id={id} className={control} aria-invalid={error ? true : undefined} aria-describedby={described(id, error, hint)} {...input} />
    </Frame>
  );
}

export function TextAreaField({
  label,
  error,
  hint,
  optional,
  optionalText,
  ref,
  ...textarea
}: FieldFrame & TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> }) {
  const id = useId();
  return (
    <Frame id={id} label={label} error={error} hint={hint} optional={optional} optionalText={optionalText}>
      <textarea ref={ref} id={id} rows={4} className={`${control} resize-y`} aria-invalid={error ? true : undefined} aria-describedby={described(id, error, hint)} {...textarea} />
    </Frame>
  );
}

export function SelectField({
  label,
  error,
  hint,
  options,
  placeholder,
  ref,
  optionLabels,
  ...select
}: FieldFrame &
  SelectHTMLAttributes<HTMLSelectElement> & {
    options: readonly string[];
    /** What each option shows, when it differs from the value sent (a Hindi label for an English value). */
    optionLabels?: Readonly<Record<string, string>>;
    placeholder: string;
    ref?: Ref<HTMLSelectElement>;
  }) {
  const id = useId();
  return (
    <Frame id={id} label={label} error={error} hint={hint}>
      <select ref={ref} id={id} className={control} aria-invalid={error ? true : undefined} aria-describedby={described(id, error, hint)} {...select}>
        <option value="" disabled>
          {placeholder}
        </option>
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabels?.[option] ?? option}
          </option>
        ))}
      </select>
    </Frame>
  );
}

/** The bot trap: hidden from people and assistive technology, tempting to form-filling bots. */
export function Honeypot({ label = 'Leave this field empty', ...props }: InputHTMLAttributes<HTMLInputElement> & { label?: string; ref?: Ref<HTMLInputElement> }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        {label}
        <input type="text" tabIndex={-1} autoComplete="off" {...props} name={HONEYPOT_FIELD} />
      </label>
    </div>
  );
}

/**
 * The submit button, disabled while the form is sent. Disabling it drops the keyboard focus it had; when the
 * form comes back (a failure: the alert, the filled form), the focus returns to it, so a keyboard user can
 * send again from where they were.
 */
export function SubmitButton({ submitting, label, submittingLabel = 'Submitting...' }: { submitting: boolean; label: string; submittingLabel?: string }) {
  const button = useRef<HTMLButtonElement>(null);
  const wasSubmitting = useRef(false);
  useEffect(() => {
    // The send has ended and the focus is nowhere (on the body, where disabling left it): back to the button.
    if (wasSubmitting.current && !submitting && document.activeElement === document.body) button.current?.focus();
    wasSubmitting.current = submitting;
  }, [submitting]);
  return (
    <button ref={button} type="submit" disabled={submitting} className="btn-primary w-full disabled:cursor-wait disabled:opacity-80 sm:w-auto">
      {submitting ? submittingLabel : label}
    </button>
  );
}
