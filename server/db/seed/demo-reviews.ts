import { inArray, sql } from "drizzle-orm";
import type { Database } from "../client";
import { users } from "../schema/accounts";
import { products, reviews } from "../schema/catalog";
import { categoryRemarks, reviewOpeners, reviewTitles, type Sentiment } from "./data/review-phrases";
import { demoReviewerEmail, demoReviewerNames } from "./data/reviewers";
import { randomFor } from "./random";

/** A product that may get demo reviews. */
export interface ReviewableProduct {
  id: number;
  index: number;
  categorySlug: string;
  createdAt: Date;
}

const REVIEW_STREAM = 37;
const REVIEWS_PER_INSERT = 1_000;
/** Most products with reviews have a few; some popular ones have up to eight. */
const REVIEW_COUNTS = [1, 1, 2, 2, 2, 3, 3, 4, 4, 5, 6, 7, 8];

/** Creates the demo reviewers, their reviews, and then each product's average rating and count. */
export async function insertDemoReviews(db: Database, reviewable: readonly ReviewableProduct[], now: number): Promise<number> {
  if (reviewable.length === 0) return 0;
  const reviewerIds = await ensureDemoReviewers(db);
  const rows = reviewable.flatMap((product) => reviewsFor(product, reviewerIds, now));
  for (let start = 0; start < rows.length; start += REVIEWS_PER_INSERT) {
    await db.insert(reviews).values(rows.slice(start, start + REVIEWS_PER_INSERT));
  }
  await refreshRatings(db);
  return rows.length;
}

async function ensureDemoReviewers(db: Database): Promise<string[]> {
  const people = demoReviewerNames.map(([firstName, lastName], i) => ({
    email: demoReviewerEmail(i + 1),
    firstName,
    lastName,
    passwordHash: null,
  }));
  // The reviewers outlive a wiped catalogue, so a second seed reuses them.
  await db.insert(users).values(people).onConflictDoNothing();
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, people.map((person) => person.email)));
  const idByEmail = new Map(rows.map((row) => [row.email, row.id]));
  return people.map((person) => idByEmail.get(person.email)).filter((id): id is string => id !== undefined);
}

function reviewsFor(product: ReviewableProduct, reviewerIds: readonly string[], now: number): (typeof reviews.$inferInsert)[] {
  const random = randomFor(REVIEW_STREAM, product.index);
  if (!random.chance(0.72)) return [];
  const authors = random.shuffle(reviewerIds).slice(0, random.pick(REVIEW_COUNTS));
  return authors.map((userId) => {
    const rating = ratingFrom(random.next());
    const sentiment: Sentiment = rating >= 4 ? "happy" : rating === 3 ? "mixed" : "unhappy";
    const remarks = categoryRemarks[product.categorySlug]?.[sentiment] ?? [];
    const comment = [random.pick(reviewOpeners[sentiment]), remarks.length ? random.pick(remarks) : ""].join(" ").trim();
    const since = product.createdAt.getTime();
    return {
      productId: product.id,
      userId,
      rating,
      title: random.chance(0.7) ? random.pick(reviewTitles[sentiment]) : null,
      comment,
      createdAt: new Date(since + Math.floor(random.next() * (now - since))),
    };
  });
}

/** Mostly fours and fives, as in a shop people like, with the odd unhappy customer. */
function ratingFrom(roll: number): number {
  if (roll < 0.45) return 5;
  if (roll < 0.75) return 4;
  if (roll < 0.87) return 3;
  if (roll < 0.95) return 2;
  return 1;
}

/** Every product's avgRating and reviewCount, computed from the reviews table itself. */
async function refreshRatings(db: Database): Promise<void> {
  await db.execute(sql`
    update ${products}
    set avg_rating = stats.average, review_count = stats.count
    from (
      select ${reviews.productId} as product_id, round(avg(${reviews.rating}), 2) as average, count(*)::int as count
      from ${reviews}
      group by ${reviews.productId}
    ) as stats
    where ${products.id} = stats.product_id`);
}
