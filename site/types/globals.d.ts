// What the site's scripts find on the page beside the browser's own names, for tsc (tests/test_style.py).

/** Material for MkDocs' observables (RxJS): a page shown (instant navigation too), the address, the target. */
interface Observable<T> {
  subscribe(next: (value: T) => void): { unsubscribe(): void };
}
declare const document$: Observable<Document>;
declare const location$: Observable<URL> & { next(url: URL): void };
declare const target$: Observable<HTMLElement> & { next(target: HTMLElement): void };

interface Window {
  /** The calculators' engine, once per visit (engine.mjs). */
  pnp: any;
}

interface Navigator {
  /** Chrome's memory hint, in GB. */
  readonly deviceMemory?: number;
  /** Safari's flag of a page started from the home screen. */
  readonly standalone?: boolean;
}
