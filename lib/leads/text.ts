/**
 * Characters that print nothing (spaces, zero-width and joiner characters, bidi marks, soft hyphens...):
 * a field made only of them counts as empty. They are not removed from real text: joiners shape Hindi.
 * A module of its own, without zod, so a form's own code can ask it before the schemas load.
 */
const INVISIBLE = /[\s\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u202A-\u202E\u2060-\u206F\u3164\uFE00-\uFE0F\uFEFF\uFFA0]/g;

/** Whether a value has something a person can read: a field made only of invisible characters has not. */
export function hasText(value: string | undefined): boolean {
  return (value ?? '').replace(INVISIBLE, '').length > 0;
}
