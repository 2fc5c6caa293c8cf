/** Set on <html> once React has hydrated the page: from then on its buttons work. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

export function markHydrated(): void {
  document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
}
