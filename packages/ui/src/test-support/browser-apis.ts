/**
 * Stand-ins for browser APIs jsdom does not have, installed by vitest.setup.ts. Each behaves as
 * browsers do in the ways the components rely on, and lets a test drive what a browser would do
 * on its own: resize the window, scroll an element into view.
 */

// ---- <dialog>: showModal and close toggle `open`; Escape cancels the top modal dialog. ----

const modalDialogs: HTMLDialogElement[] = [];

function installDialog() {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
    modalDialogs.push(this);
  };
  HTMLDialogElement.prototype.show = function show(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    modalDialogs.splice(modalDialogs.indexOf(this), 1);
    this.dispatchEvent(new Event('close'));
  };
  // Browsers fire `cancel` on the top modal dialog as Escape's default action.
  document.addEventListener('keydown', (event) => {
    const top = modalDialogs.at(-1);
    if (event.key !== 'Escape' || event.defaultPrevented || !top) return;
    const cancel = new Event('cancel', { cancelable: true });
    if (top.dispatchEvent(cancel)) top.close();
  });
}

// ---- matchMedia: min-width/max-width queries against a window width the test sets. ----

let viewportWidth = 1024;
const mediaLists = new Set<FakeMediaQueryList>();

function evaluate(query: string): boolean {
  const min = /\(min-width:\s*(\d+)px\)/.exec(query);
  const max = /\(max-width:\s*(\d+)px\)/.exec(query);
  if (!min && !max) return false; // prefers-reduced-motion and the like: the browser default
  return (!min || viewportWidth >= Number(min[1])) && (!max || viewportWidth <= Number(max[1]));
}

class FakeMediaQueryList extends EventTarget {
  matches: boolean;
  onchange = null;
  constructor(readonly media: string) {
    super();
    this.matches = evaluate(media);
  }
  addListener(listener: () => void) {
    this.addEventListener('change', listener);
  }
  removeListener(listener: () => void) {
    this.removeEventListener('change', listener);
  }
}

/** Resizes the pretend window; media query lists whose answer changes fire `change`. */
export function setViewportWidth(width: number) {
  viewportWidth = width;
  for (const list of mediaLists) {
    const matches = evaluate(list.media);
    if (matches !== list.matches) {
      list.matches = matches;
      list.dispatchEvent(new Event('change'));
    }
  }
}

function installMatchMedia() {
  window.matchMedia = (query: string) => {
    const list = new FakeMediaQueryList(query);
    mediaLists.add(list);
    return list as unknown as MediaQueryList;
  };
}

// ---- IntersectionObserver: the test says when an element scrolls in or out of view. ----

const observers = new Set<FakeIntersectionObserver>();
let inView = new WeakMap<Element, boolean>();

class FakeIntersectionObserver {
  readonly targets = new Set<Element>();
  constructor(private readonly callback: IntersectionObserverCallback) {
    observers.add(this);
  }
  /** Like browsers, reports the target's current state soon after it starts being observed. */
  observe(target: Element) {
    this.targets.add(target);
    queueMicrotask(() => this.notify(target, inView.get(target) ?? false));
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.targets.clear();
    observers.delete(this);
  }
  takeRecords() {
    return [];
  }
  notify(target: Element, isIntersecting: boolean) {
    if (!this.targets.has(target)) return;
    const entry = { target, isIntersecting, intersectionRatio: isIntersecting ? 1 : 0 };
    this.callback([entry as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}

/** Reports `target` entering (or leaving) the viewport to every observer watching it. */
export function setIntersecting(target: Element, isIntersecting: boolean) {
  inView.set(target, isIntersecting);
  for (const observer of [...observers]) observer.notify(target, isIntersecting);
}

/** Restores the defaults between tests: a 1024 px wide window, no observers, no open dialogs. */
export function resetBrowserApis() {
  setViewportWidth(1024);
  mediaLists.clear();
  observers.clear();
  inView = new WeakMap();
  modalDialogs.length = 0;
}

export function installBrowserApis() {
  installDialog();
  installMatchMedia();
  window.IntersectionObserver = FakeIntersectionObserver as unknown as typeof IntersectionObserver;
}
