/** @jest-environment node */
import { REWRITES, rewritesLeftOut } from './rewrite-flags';

describe('BUILD_WITHOUT', () => {
  it('names the rewrites the build leaves out, none by default', () => {
    expect(rewritesLeftOut(undefined)).toEqual([]);
    expect(rewritesLeftOut('')).toEqual([]);
    expect(rewritesLeftOut(' scripts-after-paint , compile-hints')).toEqual(['scripts-after-paint', 'compile-hints']);
    expect(rewritesLeftOut(REWRITES.join(','))).toEqual([...REWRITES]);
  });

  it('refuses a name that is not a rewrite, so a typo cannot measure the full build as if it were another', () => {
    expect(() => rewritesLeftOut('compile-hint')).toThrow('BUILD_WITHOUT: "compile-hint" is not a rewrite of out/ (compile-hints, scripts-after-paint)');
  });
});
