/** Object keys are never reused, so what is served under them may be cached for good. */
export const IMMUTABLE_CACHE = "public, max-age=31536000, immutable";
