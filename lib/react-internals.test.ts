/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REACT_CONTAINER_PREFIX, REACT_FIBER_PREFIX, REACT_LISTENING_PREFIX } from './react-internals';

/** The react-dom the pages run: Next bundles its own copy for the App Router, not the one in node_modules/react-dom. */
const shipped = readFileSync(path.join(require.resolve('next/package.json'), '..', 'dist/compiled/react-dom/cjs/react-dom-client.production.js'), 'utf8');

/** The body of a constructor function of the shipped react-dom, up to the brace that closes it. */
function constructorOf(name: string): string {
  const start = shipped.indexOf(`function ${name}(`);
  expect(start).toBeGreaterThan(-1);
  return shipped.slice(start, shipped.indexOf('\n}\n', start));
}

describe('the react-dom keys the page scripts read', () => {
  it.each([
    ['internalInstanceKey', REACT_FIBER_PREFIX],
    ['internalContainerInstanceKey', REACT_CONTAINER_PREFIX],
  ])('%s is still "%s" followed by the random key', (_name, prefix) => {
    expect(shipped).toContain(`"${prefix}" + randomKey`);
  });

  it('a container leads to the root, whose current tree is walked by child and sibling to each host node', () => {
    expect(shipped).toContain('container[internalContainerInstanceKey] = ');
    expect(constructorOf('FiberRootNode')).toContain('this.current');
    for (const field of ['this.child', 'this.sibling', 'this.stateNode']) expect(constructorOf('FiberNode')).toContain(field);
  });

  it(`the listening marker is still "${REACT_LISTENING_PREFIX}" followed by a random tail`, () => {
    expect(shipped).toContain(`"${REACT_LISTENING_PREFIX}" + Math.random().toString(36).slice(2)`);
  });
});
