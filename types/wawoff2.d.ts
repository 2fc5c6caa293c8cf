/** wawoff2 2.x (Google's WOFF2 decoder as WebAssembly): the two functions the logo script uses. */
declare module 'wawoff2' {
  export function decompress(woff2: Uint8Array): Promise<Uint8Array>;
  export function compress(sfnt: Uint8Array): Promise<Uint8Array>;
}
