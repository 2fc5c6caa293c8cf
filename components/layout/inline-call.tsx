/**
 * A script that runs as soon as the parser reaches it, made of a function's own source: the function is
 * called with the named global (`window` or `document`) and then its arguments, written as JSON. The
 * function must be self-contained: it sees nothing of its module.
 */
export function InlineCall<Args extends unknown[]>({ fn, global, args }: { fn: (target: never, ...args: Args) => void; global: 'window' | 'document'; args: Args }) {
  const source = `(${fn.toString()})(${[global, ...args.map((arg) => JSON.stringify(arg))].join(',')})`;
  return <script dangerouslySetInnerHTML={{ __html: source }} />;
}
