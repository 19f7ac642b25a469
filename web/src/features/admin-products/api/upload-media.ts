import { api } from "@/lib/api-client";

export type MediaKind = "image" | "video";

/** Asks the shop for a one-time link the browser PUTs the file to. */
export async function requestUploadUrl(kind: MediaKind, filename: string, size?: number): Promise<string> {
  const { uploadURL } = await api.post<{ uploadURL: string }>(`/api/upload/product-${kind}`, { filename, size });
  return uploadURL;
}

/** Turns a finished upload link into the public /public-objects/… path saved with the product. */
export async function normalizeUploadUrl(kind: MediaKind, uploadUrl: string): Promise<string> {
  if (kind === "image") return (await api.post<{ imagePath: string }>("/api/normalize-image-url", { uploadUrl })).imagePath;
  return (await api.post<{ videoPath: string }>("/api/normalize-video-url", { uploadUrl })).videoPath;
}
