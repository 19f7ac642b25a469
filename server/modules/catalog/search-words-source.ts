import type { Database } from "../../db/client";
import type { EventBus } from "../../events/event-bus";
import * as repo from "./catalog.repo";
import type { SearchWords } from "./search-plan";
import { searchWordsOf } from "./search-vocabulary";

export interface SearchWordsSource {
  /** The catalogue's words and synonyms as they are now: read again after any product changed. */
  current(): Promise<SearchWords>;
  /** Forget them (the synonyms changed): the next search reads them again. */
  forget(): void;
}

/**
 * The search vocabulary, read once and kept in memory until a product changes in this process or
 * another (product.changed; every event when some may have been missed). Searches share one reading;
 * one that starts after a change waits for the new one, so a product saved in the back office is
 * found by its new words at once.
 */
export function createSearchWordsSource(db: Database, events: EventBus): SearchWordsSource {
  let generation = 0;
  let reading: { generation: number; words: Promise<SearchWords> } | undefined;
  const forget = () => {
    generation += 1;
  };
  events.on("product.changed", forget);
  events.onMissed(forget);
  return {
    current() {
      if (reading?.generation !== generation) {
        const words = Promise.all([repo.searchWordCounts(db), repo.synonymGroups(db)]).then(([counts, groups]) => searchWordsOf(counts, groups));
        reading = { generation, words };
        words.catch(() => {
          if (reading?.words === words) reading = undefined;
        });
      }
      return reading.words;
    },
    forget,
  };
}
