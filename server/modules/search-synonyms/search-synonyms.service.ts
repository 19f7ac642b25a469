import type { SearchSynonymGroup, SearchSynonymGroupForm } from "@shared/schemas/search-synonyms";
import type { Database } from "../../db/client";
import { AppError, notFound } from "../../errors";
import { type EventBus, transactionThenEmit } from "../../events/event-bus";
import * as repo from "./search-synonyms.repo";

const toGroup = ({ id, terms }: repo.SynonymGroupRow): SearchSynonymGroup => ({ id, terms });

/** A word stands for one group only: in two, a search for it would widen to both, which mean different things. */
async function refuseTermsOfOtherGroups(tx: Database, terms: string[], exceptId?: number): Promise<void> {
  const others = await repo.groupsHoldingAny(tx, terms, exceptId);
  const taken = new Set(others.flatMap((group) => group.terms));
  const term = terms.find((candidate) => taken.has(candidate));
  if (term !== undefined) throw new AppError("duplicate", `'${term}' is already in another group`, { field: "terms" });
}

/**
 * The back office's search synonyms. Every change is announced (search.synonyms_changed) once committed,
 * so that the catalogue of every shop process reads them again.
 */
export function createSearchSynonymsService(db: Database, { events }: { events: EventBus }) {
  return {
    async list(): Promise<SearchSynonymGroup[]> {
      return (await repo.listGroups(db)).map(toGroup);
    },

    create({ terms }: SearchSynonymGroupForm): Promise<SearchSynonymGroup> {
      return transactionThenEmit(db, events, async (tx, pending) => {
        await repo.lockGroupsForWriting(tx);
        await refuseTermsOfOtherGroups(tx, terms);
        const group = await repo.insertGroup(tx, terms);
        pending.add("search.synonyms_changed", {});
        return toGroup(group);
      });
    },

    update(id: number, { terms }: SearchSynonymGroupForm): Promise<SearchSynonymGroup> {
      return transactionThenEmit(db, events, async (tx, pending) => {
        await repo.lockGroupsForWriting(tx);
        if (!(await repo.findGroup(tx, id))) throw notFound("Synonym group");
        await refuseTermsOfOtherGroups(tx, terms, id);
        const group = await repo.updateGroup(tx, id, terms);
        pending.add("search.synonyms_changed", {});
        return toGroup(group!);
      });
    },

    async remove(id: number): Promise<void> {
      await transactionThenEmit(db, events, async (tx, pending) => {
        if (!(await repo.deleteGroup(tx, id))) throw notFound("Synonym group");
        pending.add("search.synonyms_changed", {});
      });
    },
  };
}

export type SearchSynonymsService = ReturnType<typeof createSearchSynonymsService>;
