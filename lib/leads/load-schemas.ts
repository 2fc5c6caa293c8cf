import type * as LeadSchemas from './schema';

let loaded: typeof LeadSchemas | undefined;

/**
 * Fetches the lead schemas (zod) as a chunk of their own. Each form's loader awaits it beside the form's
 * code, in parallel: the two chunks arrive and run as two tasks instead of one long one, and the form still
 * renders only once both are there, so a form never shows without its validation.
 */
function loadLeadSchemas(): Promise<typeof LeadSchemas> {
  return import('./schema').then((schemas) => (loaded = schemas));
}

/** A form's module, once both it and the lead schemas have loaded: what every form's loader awaits. */
export function withLeadSchemas<Module>(form: Promise<Module>): Promise<Module> {
  return Promise.all([form, loadLeadSchemas()]).then(([module]) => module);
}

/** The lead schemas, for a form rendered by a loader that awaited withLeadSchemas(). */
export function leadSchemas(): typeof LeadSchemas {
  if (!loaded) throw new Error('A lead form rendered before its schemas loaded: its loader must await withLeadSchemas().');
  return loaded;
}
