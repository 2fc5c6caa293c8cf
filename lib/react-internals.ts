/**
 * The keys react-dom writes onto DOM nodes, each followed by a random tail. They are not React's API: the
 * early-tap catcher and the navigation rescue read them because nothing public says whether a given button
 * or the head has hydrated. From a container's fiber the catcher goes on to `stateNode.current`, `child`,
 * `sibling` and `stateNode`, fields of React's fibers for as long as it has had them. lib/react-internals.test.ts fails when the react-dom that Next ships names them
 * otherwise, so an upgrade stops at the tests instead of shipping dead buttons.
 */

/** On each DOM node React has hydrated or created: its fiber (react-dom's `internalInstanceKey`). */
export const REACT_FIBER_PREFIX = '__reactFiber$';

/** On the container of a root (the document, for Next): the root's first fiber (react-dom's `internalContainerInstanceKey`). */
export const REACT_CONTAINER_PREFIX = '__reactContainer$';

/** On the element (and document) React listens on once a root is created (react-dom's `listeningMarker`). */
export const REACT_LISTENING_PREFIX = '_reactListening';
