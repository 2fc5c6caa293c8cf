import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { FORMS, type Form } from './forms';

/**
 * Who on the team gets each submission: `content/lead-routing.json`, one document. Its routes are tried in
 * order and the first that matches names the addresses; a route matches its form and each condition it
 * gives: the brochure's sector, a product in the order, the page the form was sent from. Nothing matching
 * sends to `default`.
 */

const addresses = z.array(z.email()).min(1);

export const routingSchema = z.strictObject({
  default: addresses,
  routes: z.array(
    z.strictObject({
      form: z.enum(FORMS),
      sector: z.string().min(1).optional(),
      product: z.string().min(1).optional(),
      page: z.string().startsWith('/').optional(),
      to: addresses,
    }),
  ),
});
export type Routing = z.infer<typeof routingSchema>;

export const ROUTING_FILE = path.resolve(__dirname, '..', '..', 'content', 'lead-routing.json');

/** The routing document, validated: a broken one stops the intake at start, naming the field. */
export function loadRouting(file = ROUTING_FILE): Routing {
  const parsed = routingSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`${path.relative(process.cwd(), file)}: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/** What a submission offers to the routes' conditions. */
export interface RoutingFacts {
  sector?: string;
  products?: readonly string[];
  page?: string;
}

export function teamAddressesFor(routing: Routing, form: Form, facts: RoutingFacts): string[] {
  const route = routing.routes.find(
    (candidate) =>
      candidate.form === form &&
      (candidate.sector === undefined || candidate.sector === facts.sector) &&
      (candidate.product === undefined || (facts.products ?? []).includes(candidate.product)) &&
      (candidate.page === undefined || candidate.page === facts.page),
  );
  return route?.to ?? routing.default;
}
