import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

// The worker's other listeners register workbox routes, which need a real worker scope.
vi.mock('workbox-precaching', () => ({ cleanupOutdatedCaches: vi.fn(), createHandlerBoundToURL: vi.fn(), precacheAndRoute: vi.fn() }));
vi.mock('workbox-routing', () => ({ NavigationRoute: vi.fn(), registerRoute: vi.fn() }));

type Listener = (event: unknown) => void;

/** A window of the app as the worker sees it: focusing and navigating are recorded. */
class FakeWindow {
  focused = 0;
  navigatedTo: string[] = [];
  constructor(
    public url: string,
    private readonly controlled = true,
  ) {}
  focus = () => {
    this.focused++;
    return Promise.resolve(this);
  };
  navigate = (url: string) => {
    if (!this.controlled) return Promise.reject(new TypeError('not controlled by this worker'));
    this.navigatedTo.push(url);
    this.url = new URL(url, this.url).href;
    return Promise.resolve(this);
  };
}

let clickListener: Listener | undefined;
let windows: FakeWindow[] = [];
const opened: string[] = [];

beforeAll(async () => {
  const add = self.addEventListener.bind(self);
  vi.spyOn(self, 'addEventListener').mockImplementation(
    (type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions) => {
      if (type === 'notificationclick') clickListener = listener as unknown as Listener;
      else add(type, listener, options);
    },
  );
  Object.assign(self, { __WB_MANIFEST: [] });
  Object.defineProperty(self, 'clients', {
    configurable: true,
    value: {
      matchAll: () => Promise.resolve(windows),
      openWindow: (url: string) => {
        opened.push(url);
        return Promise.resolve(null);
      },
      claim: () => Promise.resolve(),
    },
  });
  await import('@/sw');
});

beforeEach(() => {
  windows = [];
  opened.length = 0;
});

/** Taps the notification that leads to `url`; resolves when the worker is done with it. */
async function tap(url: unknown) {
  let done: Promise<unknown> = Promise.resolve();
  const close = vi.fn();
  clickListener?.({ notification: { data: { url }, close }, waitUntil: (promise: Promise<unknown>) => (done = promise) });
  await done;
  expect(close).toHaveBeenCalled();
}

const origin = self.location.origin;

describe("a tap on the player's notification brings the workout back", () => {
  it('focuses the window that shows the workout, among others', async () => {
    const calendar = new FakeWindow(`${origin}/calendar`);
    const workout = new FakeWindow(`${origin}/workout/e1`);
    windows = [calendar, workout];
    await tap('/workout/e1');
    expect(workout.focused).toBe(1);
    expect(workout.navigatedTo).toEqual([]);
    expect(calendar.focused).toBe(0);
    expect(opened).toEqual([]);
  });

  it('takes a window that moved on to another screen back to the workout', async () => {
    const calendar = new FakeWindow(`${origin}/calendar`);
    windows = [calendar];
    await tap('/workout/e1');
    expect(calendar.focused).toBe(1);
    expect(calendar.navigatedTo).toEqual(['/workout/e1']);
    expect(opened).toEqual([]);
  });

  it('opens a window on the workout when none is open', async () => {
    await tap('/workout/e1');
    expect(opened).toEqual(['/workout/e1']);
  });

  it('only focuses a window the worker does not control, which cannot be navigated', async () => {
    const uncontrolled = new FakeWindow(`${origin}/calendar`, false);
    windows = [uncontrolled];
    await tap('/workout/e1');
    expect(uncontrolled.focused).toBe(1);
    expect(opened).toEqual([]);
  });

  it('goes to the start for an address that is not the app’s own', async () => {
    const calendar = new FakeWindow(`${origin}/calendar`);
    windows = [calendar];
    await tap('https://elsewhere.example/phish');
    expect(calendar.navigatedTo).toEqual(['/']);
  });
});
