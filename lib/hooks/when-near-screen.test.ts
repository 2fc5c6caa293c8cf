import { NEAR_SCREEN_MARGIN, whenNearScreen } from './when-near-screen';

/** A stand-in IntersectionObserver that the test drives: `report(true)` says the element came near. */
class FakeObserver {
  static last: FakeObserver | undefined;
  observed: Element[] = [];
  disconnected = false;
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit | undefined,
  ) {
    FakeObserver.last = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  report(isIntersecting: boolean) {
    const entries = this.observed.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

describe('whenNearScreen', () => {
  const original = window.IntersectionObserver;
  afterEach(() => {
    window.IntersectionObserver = original;
    FakeObserver.last = undefined;
  });

  it('waits until the element comes within the margin of the screen, then runs once and stops watching', () => {
    window.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
    const element = document.createElement('div');
    const task = jest.fn();
    whenNearScreen(element, task);
    const observer = FakeObserver.last!;
    expect(observer.observed).toEqual([element]);
    expect(observer.options).toEqual({ rootMargin: NEAR_SCREEN_MARGIN });
    // The first report says where the element is: still far below.
    observer.report(false);
    expect(task).not.toHaveBeenCalled();
    observer.report(true);
    expect(task).toHaveBeenCalledTimes(1);
    expect(observer.disconnected).toBe(true);
  });

  it('cancelled before the element comes near, never runs', () => {
    window.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
    const task = jest.fn();
    const cancel = whenNearScreen(document.createElement('div'), task);
    cancel();
    expect(FakeObserver.last!.disconnected).toBe(true);
  });

  it('runs at once where the browser has no IntersectionObserver', () => {
    // @ts-expect-error: removed to stand for an old browser
    delete window.IntersectionObserver;
    const task = jest.fn();
    whenNearScreen(document.createElement('div'), task);
    expect(task).toHaveBeenCalledTimes(1);
  });
});
