import type { Order } from './schema';

/** A catalogue entry as pricing needs it. */
export interface PricedProduct {
  id: string;
  name: string;
  price: number;
}

interface PricedLine {
  id: string;
  name: string;
  quantity: number;
  price: number;
  lineTotal: number;
}

type PricingResult = { ok: true; lines: PricedLine[]; total: number } | { ok: false; fields: Record<string, string> };

/**
 * Price an order from the catalogue: every line must name a product of the catalogue, once, at its price,
 * and the stated total must be Σ price × quantity. Problems name the line ("lines.1.price").
 */
export function priceOrder(order: Pick<Order, 'lines' | 'total'>, catalogue: ReadonlyArray<PricedProduct>): PricingResult {
  const fields: Record<string, string> = {};
  const lines: PricedLine[] = [];
  const seen = new Set<string>();
  order.lines.forEach((line, index) => {
    const product = catalogue.find((candidate) => candidate.id === line.id);
    if (!product) fields[`lines.${index}.id`] = 'Unknown product';
    else if (seen.has(line.id)) fields[`lines.${index}.id`] = 'Listed twice';
    else if (line.price !== product.price) fields[`lines.${index}.price`] = `The price is now ${product.price}`;
    else lines.push({ id: product.id, name: product.name, quantity: line.quantity, price: product.price, lineTotal: product.price * line.quantity });
    seen.add(line.id);
  });
  if (Object.keys(fields).length) return { ok: false, fields };
  const total = lines.reduce((sum, line) => sum + line.lineTotal, 0);
  if (order.total !== total) return { ok: false, fields: { total: `Does not match the lines (${total})` } };
  return { ok: true, lines, total };
}

/** Letters and digits a person reads out on the phone without confusion (no 0/O, 1/I/L). */
const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** A reference to quote on the phone: "ORD-261123-7KQ4", the date (IST) and four random characters. */
export function orderReference(now: Date, random: (size: number) => Uint8Array): string {
  const ist = new Date(now.getTime() + 5.5 * 60 * 60 * 1000);
  const date = ist.toISOString().slice(2, 10).replace(/-/g, '');
  const code = Array.from(random(4), (byte) => REFERENCE_ALPHABET[byte % REFERENCE_ALPHABET.length]).join('');
  return `ORD-${date}-${code}`;
}
