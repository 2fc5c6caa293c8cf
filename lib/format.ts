/** "14 October 2026": dates as Indian readers write them, fixed to IST so build and browser agree. */
export function formatDate(iso: string | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' }).format(date);
}

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

/** "₹1,23,456": whole rupees, grouped the Indian way. */
export function formatInr(amount: number): string {
  return rupees.format(amount);
}
