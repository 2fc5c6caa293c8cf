import { FLOOR_EVERY, roundOrder } from './run-order';

describe('roundOrder', () => {
  it('visits the floor first and again after every FLOOR_EVERY routes, each route once', () => {
    const routes = Array.from({ length: 2 * FLOOR_EVERY + 3 }, (_, index) => `/r${index}/`);
    const order = roundOrder('floor', routes);
    expect(order.filter((target) => target !== 'floor')).toEqual(routes);
    expect(order.flatMap((target, index) => (target === 'floor' ? [index] : []))).toEqual([0, FLOOR_EVERY + 1, 2 * FLOOR_EVERY + 2]);
  });

  it('visits the floor once in a round of fewer routes than that', () => {
    expect(roundOrder('floor', ['/a/', '/b/'])).toEqual(['floor', '/a/', '/b/']);
  });
});
