/** What the header needs to know about the signed-in shopper (a subset of the current user). */
export interface HeaderUser {
  firstName: string | null;
  email: string;
  isAdmin: boolean;
}
