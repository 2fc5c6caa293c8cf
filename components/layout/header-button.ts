/** The round outlined buttons of the header bar: the language switch and the cart link. */
export const headerButtonClass =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-full border-2 border-forest-900 px-2 font-semibold text-forest-900 hover:bg-leaf-100 sm:px-3';
