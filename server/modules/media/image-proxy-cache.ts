import { LRUCache } from "lru-cache";

export interface ProxiedImage {
  body: Buffer;
  contentType: string;
}

export interface ImageCache {
  get(url: string): ProxiedImage | undefined;
  set(url: string, image: ProxiedImage): void;
}

/**
 * Fetched images kept in memory, least recently used first out, up to a total size, each for a day;
 * an image larger than the whole cache is not kept. Per process: with several processes each keeps its
 * own, which only costs an occasional refetch.
 */
export function createImageCache({ maxBytes = 64 * 1_048_576, ttlMs = 86_400_000, now = Date.now } = {}): ImageCache {
  const images = new LRUCache<string, ProxiedImage>({
    maxSize: maxBytes,
    // lru-cache sizes entries from 1 up: an empty body counts as one byte.
    sizeCalculation: (image) => Math.max(image.body.length, 1),
    ttl: ttlMs,
    perf: { now },
    ttlResolution: 0,
  });

  return {
    get: (url) => images.get(url),
    set(url, image) {
      images.set(url, image);
    },
  };
}
