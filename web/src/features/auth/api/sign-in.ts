import type { LoginInput, User } from "@shared/schemas/accounts";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { HANDLES_UNAUTHORIZED } from "@/lib/query-client";

/** Signs in with e-mail and password (POST /api/login); the server sets the session cookie. */
export async function signIn(input: LoginInput): Promise<User> {
  const { user } = await api.post<{ user: User }>("/api/login", input);
  return user;
}

export function useSignIn() {
  // A 401 here is a wrong e-mail or password, shown by the form: not a lost session.
  return useMutation({ mutationFn: signIn, meta: HANDLES_UNAUTHORIZED });
}
