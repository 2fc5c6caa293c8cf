/** madge ships no types: the import graph of a module, as the Dockerfile test reads it. */
declare module 'madge' {
  interface MadgeConfig {
    baseDir?: string;
    fileExtensions?: string[];
    tsConfig?: string;
  }
  interface MadgeResult {
    /** Each file, relative to baseDir, with the files it imports. */
    obj(): Record<string, string[]>;
  }
  export default function madge(path: string, config?: MadgeConfig): Promise<MadgeResult>;
}
