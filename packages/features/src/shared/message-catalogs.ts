import type { Locale } from '@portal/i18n/locale';
import { loadMessages, type MessageArea, type Messages } from '@portal/i18n/messages';

export interface ShownMessages {
  locale: Locale;
  areas: ReadonlySet<MessageArea>;
  messages: Partial<Messages>;
}

/**
 * The texts the portal shows: the current language's catalogs for every area needed so far. The
 * app starts with the `public` area; the router asks for `members` before the first signed-in
 * screen. A language change loads every area already needed before it shows, so a page never
 * mixes languages or shows bare message ids.
 */
export class MessageCatalogs {
  #locale: Locale;
  readonly #areas = new Set<MessageArea>(['public']);
  readonly #loads = new Map<string, Promise<Partial<Messages>>>();
  #latest: Promise<void>;
  #shown: ShownMessages | null = null;
  readonly #listeners = new Set<() => void>();

  constructor(locale: Locale) {
    this.#locale = locale;
    this.#latest = this.#show();
  }

  /** What React shows; null until the first catalog has arrived. */
  readonly shown = (): ShownMessages | null => this.#shown;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  /** Switches language; the texts shown change once every needed area has arrived in it. */
  setLocale(locale: Locale): Promise<void> {
    this.#locale = locale;
    return this.#showUnlessShown();
  }

  /** Resolves once an area's texts are shown in the current language. */
  need(area: MessageArea): Promise<void> {
    this.#areas.add(area);
    return this.#showUnlessShown();
  }

  #showUnlessShown(): Promise<void> {
    const shown = this.#shown;
    const upToDate =
      shown?.locale === this.#locale && [...this.#areas].every((area) => shown.areas.has(area));
    // Whatever showing is under way (or has failed) is superseded by this answer.
    return (this.#latest = upToDate ? Promise.resolve() : this.#show());
  }

  async #show(): Promise<void> {
    const locale = this.#locale;
    const areas = new Set(this.#areas);
    const catalogs = await Promise.all([...areas].map((area) => this.#load(locale, area)));
    // A later language change or area has started its own showing; wait for that one instead.
    if (locale !== this.#locale || areas.size !== this.#areas.size) return this.#latest;
    this.#shown = { locale, areas, messages: Object.assign({}, ...catalogs) as Partial<Messages> };
    for (const listener of this.#listeners) listener();
  }

  /** Each catalog downloads once; a failed download is tried again the next time it is needed. */
  #load(locale: Locale, area: MessageArea): Promise<Partial<Messages>> {
    const key = `${area}/${locale}`;
    let load = this.#loads.get(key);
    if (!load) {
      load = loadMessages(locale, area);
      this.#loads.set(key, load);
      load.catch(() => this.#loads.delete(key));
    }
    return load;
  }
}
