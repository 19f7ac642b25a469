import type { AccountNewsletter } from "@shared/schemas/data-rights";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** GET /api/profile/newsletter: the account's address and whether it gets the newsletter. */
export function getAccountNewsletter(signal?: AbortSignal): Promise<AccountNewsletter> {
  return api.get<AccountNewsletter>("/api/profile/newsletter", { signal });
}

export function accountNewsletterQueryOptions() {
  return queryOptions({ queryKey: queryKeys.profile.newsletter(), queryFn: ({ signal }) => getAccountNewsletter(signal) });
}

export function useAccountNewsletter() {
  return useQuery(accountNewsletterQueryOptions());
}
