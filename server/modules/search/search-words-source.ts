import type { Database } from "../../db/client";
import type { EventBus } from "../../events/event-bus";
import * as repo from "./search-words.repo";
import type { SearchWords } from "./search-plan";
import { searchWordsOf } from "./search-vocabulary";

export interface SearchWordsSource {
  /** The catalogue's words and synonyms: read again after any product changed. */
  current(): Promise<SearchWords>;
  /** Forget them (the synonyms changed): the next search waits for them to be read again. */
  forget(): void;
}

/**
 * The search vocabulary, read once and kept in memory. When a product changes in this process or
 * another (product.changed; every event when some may have been missed) it is read again, and searches
 * go on with the words they have until the new reading is ready: reading 100,000 products takes a
 * second, and a product's new words are found meanwhile anyway, as each word is also searched as typed.
 * A reading `maxAgeMs` old is read again the same way, so a lost notification is caught up with.
 * The synonyms changing is different: searches wait for the new ones (see forget).
 */
export function createSearchWordsSource(db: Database, events: EventBus, { maxAgeMs, now = Date.now }: { maxAgeMs: number; now?: () => number }): SearchWordsSource {
  let generation = 0;
  let ready: SearchWords | undefined;
  let reading: { generation: number; words: Promise<SearchWords> } | undefined;
  let readAt = 0;
  const read = () => {
    readAt = now();
    const words = Promise.all([repo.searchWordCounts(db), repo.synonymGroups(db), repo.activeProductCount(db), repo.descriptionWords(db)]).then(
      ([counts, groups, productCount, otherWords]) => searchWordsOf(counts, groups, productCount, otherWords),
    );
    const current = { generation, words };
    reading = current;
    words.then(
      (fresh) => {
        if (reading === current) ready = fresh;
      },
      () => {
        if (reading === current) reading = undefined;
      },
    );
    return current;
  };
  const productChanged = () => {
    generation += 1;
  };
  events.on("product.changed", productChanged);
  events.onMissed(productChanged);
  return {
    current() {
      // Read again in the background once `maxAgeMs` old, should a change's event never have arrived.
      if (now() - readAt >= maxAgeMs) generation += 1;
      const current = reading?.generation === generation ? reading : read();
      return ready ? Promise.resolve(ready) : current.words;
    },
    forget() {
      generation += 1;
      ready = undefined;
    },
  };
}
