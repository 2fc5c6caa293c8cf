/** @jest-environment node */
import { REWRITES, rewritesLeftOut } from './rewrite-flags';

describe('BUILD_WITHOUT', () => {
  it('names the rewrites the build leaves out, none by default', () => {
    expect(rewritesLeftOut(undefined)).toEqual([]);
    expect(rewritesLeftOut('')).toEqual([]);
    expect(rewritesLeftOut(' payload-trim , compile-hints')).toEqual(['payload-trim', 'compile-hints']);
    expect(rewritesLeftOut(REWRITES.join(','))).toEqual([...REWRITES]);
  });

  it('refuses a name that is not a rewrite, so a typo cannot measure the full build as if it were another', () => {
    expect(() => rewritesLeftOut('payload-trimm')).toThrow('BUILD_WITHOUT: "payload-trimm" is not a rewrite of out/ (payload-trim, compile-hints, scripts-after-paint)');
  });
});
