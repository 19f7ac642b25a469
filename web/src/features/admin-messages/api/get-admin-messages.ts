import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export interface ContactMessageView {
  id: string;
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  createdAt: string;
}

export interface Subscriber {
  id: string;
  email: string;
  createdAt: string;
}

export interface AdminMessages {
  messages: ContactMessageView[];
  /** Confirmed subscribers only. */
  subscribers: Subscriber[];
  /** Addresses whose confirmation link is not opened yet: not subscribers, only counted. */
  awaitingConfirmation: number;
}

/** GET /api/admin/messages: contact-form messages and newsletter subscribers. */
export function getAdminMessages(signal?: AbortSignal): Promise<AdminMessages> {
  return api.get<AdminMessages>("/api/admin/messages", { signal });
}

export function adminMessagesQueryOptions() {
  return queryOptions({ queryKey: queryKeys.admin.messages(), queryFn: ({ signal }) => getAdminMessages(signal) });
}

export function useAdminMessages() {
  return useQuery(adminMessagesQueryOptions());
}
