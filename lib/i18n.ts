/** "Add {name} to cart" with { name: 'eCrop' } → "Add eCrop to cart". A hole without a value stays as it is. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (hole, key: string) => (key in values ? String(values[key]) : hole));
}
