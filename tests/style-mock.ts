/** Stands in for stylesheet imports (e.g. swiper/css) under Jest. */
const styleMock = {};
export default styleMock;
