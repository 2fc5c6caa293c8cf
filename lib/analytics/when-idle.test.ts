import { whenPageIdle } from './when-idle';

/** Whether the promise has settled, after the microtasks queued so far. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
}

describe('whenPageIdle', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('waits the quiet time after the load event when the reader does nothing', async () => {
    // jsdom's document has loaded (readyState 'complete'), so the quiet time runs from now.
    expect(document.readyState).toBe('complete');
    const idle = whenPageIdle(4000);
    jest.advanceTimersByTime(3999);
    expect(await settled(idle)).toBe(false);
    jest.advanceTimersByTime(1);
    expect(await settled(idle)).toBe(true);
  });

  it.each(['pointerdown', 'keydown', 'scroll', 'visibilitychange'])('comes at once on %s', async (type) => {
    const idle = whenPageIdle(4000);
    expect(await settled(idle)).toBe(false);
    // Fired at the document, as the browser does: the listeners capture it on its way down from the window.
    document.dispatchEvent(new Event(type));
    expect(await settled(idle)).toBe(true);
  });

  it('listens no more once it has come', async () => {
    const remove = jest.spyOn(window, 'removeEventListener');
    const idle = whenPageIdle(4000);
    window.dispatchEvent(new Event('pointerdown'));
    await idle;
    expect(remove.mock.calls.map(([type]) => type)).toEqual(expect.arrayContaining(['pointerdown', 'keydown', 'scroll', 'visibilitychange']));
    remove.mockRestore();
  });
});
