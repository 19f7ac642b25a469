import { UPLOAD_RULES } from "@shared/schemas/uploads";
import AwsS3 from "@uppy/aws-s3";
import Uppy, { type Body, type Meta, type UppyFile } from "@uppy/core";
import { useEffect, useEffectEvent, useState } from "react";
import { type MediaKind, normalizeUploadUrl, requestUploadUrl } from "../api/upload-media";
import { retryDelay, shouldRetryUpload, statusOfUploadError } from "../lib/upload-retry";

/** Images up to 10 × 10 MB of image types; videos up to 5 × 100 MB, mp4/mov/avi/webm. */
export const MEDIA_LIMITS = {
  image: { maxFiles: 10, maxBytes: 10_485_760, accept: ["image/*"] },
  video: { maxFiles: 5, maxBytes: 104_857_600, accept: [...UPLOAD_RULES.video.extensions.map((ext) => `.${ext}`), ...UPLOAD_RULES.video.contentTypes] },
} as const;

export interface UploadingFile {
  id: string;
  name: string;
  percentage: number;
  previewUrl: string | null;
  failed: boolean;
  message: string | null;
}

type Kart = Uppy<Meta, Body>;

function waitUntilOnline(): Promise<void> {
  if (typeof navigator === "undefined" || navigator.onLine !== false) return Promise.resolve();
  return new Promise((resolve) => window.addEventListener("online", () => resolve(), { once: true }));
}

/**
 * Uppy (core + the S3 plugin in single-PUT mode) for one kind of product media. Each file asks the shop for
 * an upload link, is PUT straight to it, and is then normalised into its /public-objects/… path, which is
 * handed to `onUploaded`. Failed uploads are retried (lib/upload-retry.ts) with a fresh link each time.
 */
export function useMediaUploader(kind: MediaKind, remainingSlots: number, onUploaded: (path: string) => void) {
  const [files, setFiles] = useState<UploadingFile[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const uploaded = useEffectEvent(onUploaded);
  const [{ uppy, signWith }] = useState(() => createUppy(kind));

  useEffect(() => {
    const links = new Map<string, string>();
    const attempts = new Map<string, number>();
    const previews = new Map<string, string>();
    const extra = new Map<string, Partial<UploadingFile>>();

    const publish = () =>
      setFiles(
        uppy.getFiles().map((file) => ({
          id: file.id,
          name: file.name ?? "file",
          percentage: file.progress.percentage ?? 0,
          previewUrl: previews.get(file.id) ?? null,
          failed: Boolean(file.error),
          message: file.error ?? null,
          ...extra.get(file.id),
        })),
      );

    signWith(async (key) => {
      const file = uppy.getFile(key);
      const url = await requestUploadUrl(kind, file?.name ?? key, file?.size ?? undefined);
      links.set(key, url);
      // The shop's own storage answers with a path; Uppy needs an absolute address.
      return { url: new URL(url, window.location.href).href, headers: { "content-type": file?.type || "application/octet-stream" } };
    });

    const onAdded = (file: UppyFile<Meta, Body>) => {
      if (kind === "image" && file.data instanceof Blob) previews.set(file.id, URL.createObjectURL(file.data));
      setNotice(null);
    };
    const onSuccess = async (file: UppyFile<Meta, Body> | undefined) => {
      if (!file) return;
      const link = links.get(file.id);
      try {
        if (!link) throw new Error("No upload link");
        const path = await normalizeUploadUrl(kind, link);
        uploaded(path);
        uppy.removeFile(file.id);
      } catch {
        extra.set(file.id, { failed: true, message: "The file was sent but could not be saved. Please try again." });
        publish();
      }
    };
    const onError = async (file: UppyFile<Meta, Body> | undefined, error: unknown) => {
      if (!file) return;
      const status = statusOfUploadError(error);
      const attempt = attempts.get(file.id) ?? 0;
      const delay = retryDelay(attempt);
      if (!shouldRetryUpload(status) || delay === null) return;
      attempts.set(file.id, attempt + 1);
      await waitUntilOnline();
      // 403 (expired link) and 429 wait at least a second; every retry asks for a new link.
      await new Promise((resolve) => setTimeout(resolve, status === 403 || status === 429 ? Math.max(delay, 1000) : delay));
      if (uppy.getFile(file.id)) void uppy.retryUpload(file.id);
    };
    const onRemoved = (file: UppyFile<Meta, Body>) => {
      const preview = previews.get(file.id);
      if (preview) URL.revokeObjectURL(preview);
      previews.delete(file.id);
      links.delete(file.id);
      attempts.delete(file.id);
      extra.delete(file.id);
    };
    const onRestriction = (_file: unknown, error: Error) => setNotice(error.message);

    uppy.on("file-added", onAdded);
    uppy.on("upload-success", onSuccess);
    uppy.on("upload-error", onError);
    uppy.on("file-removed", onRemoved);
    uppy.on("restriction-failed", onRestriction);
    uppy.on("state-update", publish);
    return () => {
      uppy.off("file-added", onAdded);
      uppy.off("upload-success", onSuccess);
      uppy.off("upload-error", onError);
      uppy.off("file-removed", onRemoved);
      uppy.off("restriction-failed", onRestriction);
      uppy.off("state-update", publish);
      for (const preview of previews.values()) URL.revokeObjectURL(preview);
    };
  }, [uppy, signWith, kind]);

  useEffect(() => {
    uppy.setOptions({ restrictions: { ...uppy.opts.restrictions, maxNumberOfFiles: Math.max(remainingSlots, 0) + uppy.getFiles().length } });
  }, [uppy, remainingSlots]);

  // Leaving the dialog stops what is still uploading (the instance stays usable for a remount).
  useEffect(() => () => uppy.cancelAll(), [uppy]);

  function addFiles(list: FileList | File[]) {
    const chosen = Array.from(list);
    if (chosen.length > remainingSlots) {
      setNotice(`You can add up to ${MEDIA_LIMITS[kind].maxFiles} ${kind}s.`);
    }
    uppy.addFiles(
      chosen.slice(0, Math.max(remainingSlots, 0)).map((file) => ({ source: "file-input", name: file.name, type: file.type, data: file })),
    );
  }

  return {
    files,
    notice,
    addFiles,
    retry: (id: string) => void uppy.retryUpload(id),
    cancel: (id: string) => uppy.removeFile(id),
    reset: () => {
      uppy.cancelAll();
      setNotice(null);
    },
  };
}

type Sign = (key: string) => Promise<{ url: string; headers: Record<string, string> }>;

/** The Uppy instance, and how the hook's effect tells it where each file's upload link comes from. */
function createUppy(kind: MediaKind): { uppy: Kart; signWith: (next: Sign) => void } {
  const limits = MEDIA_LIMITS[kind];
  let sign: Sign = () => Promise.reject(new Error("The uploader is not ready yet."));
  const uppy = new Uppy<Meta, Body>({
    id: `product-${kind}s`,
    autoProceed: true,
    restrictions: { maxFileSize: limits.maxBytes, maxNumberOfFiles: limits.maxFiles, allowedFileTypes: [...limits.accept] },
  }).use(AwsS3<Meta, Body>, {
    shouldUseMultipart: false,
    limit: 6,
    // The object key is Uppy's file id, so the signer knows which file asks for a link.
    generateObjectKey: (file) => file.id,
    // A single PUT to the link the shop hands out (the hook's effect provides `sign`).
    signRequest: (request) => sign(request.key),
  });
  return {
    uppy,
    signWith: (next) => {
      sign = next;
    },
  };
}
