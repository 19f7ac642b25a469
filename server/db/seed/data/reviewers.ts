/** The demo shoppers who write the catalogue's reviews: Indian parents, first name and last name. */
export const demoReviewerNames: readonly (readonly [string, string])[] = [
  ["Priya", "Sharma"],
  ["Ananya", "Iyer"],
  ["Rohan", "Mehta"],
  ["Kavya", "Reddy"],
  ["Arjun", "Nair"],
  ["Sneha", "Kulkarni"],
  ["Vikram", "Singh"],
  ["Meera", "Pillai"],
  ["Aditya", "Banerjee"],
  ["Fatima", "Shaikh"],
  ["Rahul", "Gupta"],
  ["Divya", "Menon"],
  ["Karan", "Malhotra"],
  ["Pooja", "Deshpande"],
  ["Siddharth", "Rao"],
  ["Neha", "Agarwal"],
  ["Imran", "Qureshi"],
  ["Lakshmi", "Subramanian"],
  ["Harpreet", "Kaur"],
  ["Aniket", "Joshi"],
  ["Shreya", "Chatterjee"],
  ["Manoj", "Yadav"],
  ["Ritu", "Bhatt"],
  ["Joseph", "D'Souza"],
  ["Tanvi", "Patil"],
];

/** The e-mail address of demo reviewer number `n` (1, 2, …): reviewer01@demo.kiddokart.in. */
export function demoReviewerEmail(n: number): string {
  return `reviewer${String(n).padStart(2, "0")}@demo.kiddokart.in`;
}
