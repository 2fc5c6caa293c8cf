/**
 * What `fs` is in the browser: nothing to read. The components that read a file of the build (the banner's
 * inline drawing, the long-form stylesheet) run on the server when the site is built; the desk's preview
 * draws the same components in the browser, where they take the path that reads no file. Should one read
 * anyway, this says so instead of failing somewhere inside a bundler's stub.
 */
export function readFileSync(file: string): never {
  throw new Error(`${file} is read when the site is built, not in the browser`);
}

export function existsSync(): boolean {
  return false;
}
