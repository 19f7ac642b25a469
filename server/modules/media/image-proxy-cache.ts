export interface ProxiedImage {
  body: Buffer;
  contentType: string;
}

export interface ImageCache {
  get(url: string): ProxiedImage | undefined;
  set(url: string, image: ProxiedImage): void;
}

/**
 * Fetched images kept in memory, least recently used first out, up to a total size, each for a day.
 * Per process: with several processes each keeps its own, which only costs an occasional refetch.
 */
export function createImageCache({ maxBytes = 64 * 1_048_576, ttlMs = 86_400_000, now = Date.now } = {}): ImageCache {
  const entries = new Map<string, { image: ProxiedImage; expiresAt: number }>();
  let totalBytes = 0;

  const remove = (url: string) => {
    const entry = entries.get(url);
    if (!entry) return;
    entries.delete(url);
    totalBytes -= entry.image.body.length;
  };

  return {
    get(url) {
      const entry = entries.get(url);
      if (!entry) return undefined;
      remove(url);
      if (entry.expiresAt <= now()) return undefined;
      entries.set(url, entry); // now the most recently used
      totalBytes += entry.image.body.length;
      return entry.image;
    },
    set(url, image) {
      remove(url);
      if (image.body.length > maxBytes) return;
      entries.set(url, { image, expiresAt: now() + ttlMs });
      totalBytes += image.body.length;
      for (const oldest of entries.keys()) {
        if (totalBytes <= maxBytes) break;
        remove(oldest);
      }
    },
  };
}
