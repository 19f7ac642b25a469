import { randomUUID } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { link, mkdir, open, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { type Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { AppError } from "../../errors";
import { SNIFF_BYTES } from "./content-sniff";
import type { ObjectStorage } from "./object-storage";
import { readUploadLink, signUploadLink, UPLOAD_LINK_SECONDS, type UploadLink } from "./upload-signature";
import { uploadKindOfKey } from "./upload-rules";

/** The path of the shop's own upload endpoint; the object key follows it. */
export const LOCAL_UPLOAD_PATH = "/api/uploads/";

/** A file received into a temporary name beside its final place, not yet visible to anyone. */
export interface ReceivedFile {
  tempPath: string;
  sizeBytes: number;
  /** Puts the file in place under its key; 409 if that key already holds a file (keys are never reused). */
  commit(): Promise<void>;
  /** Removes the temporary file (harmless after commit). */
  discard(): Promise<void>;
}

export interface LocalStorage extends ObjectStorage {
  readonly kind: "local";
  /** The upload link of this request, if it is one the shop signed and it has not expired; else 403. */
  checkUploadLink(key: string, query: Record<string, unknown>): UploadLink;
  /**
   * Streams a PUT body to a temporary file, stopping with 413 past `maxBytes` and calling `inspect`
   * with the first bytes as soon as they are in (it throws to refuse). On any failure nothing is left.
   */
  receive(key: string, body: Readable, options: { maxBytes: number; inspect(head: Buffer): void }): Promise<ReceivedFile>;
}

const isCode = (error: unknown, code: string) => (error as NodeJS.ErrnoException | undefined)?.code === code;
const forbidden = () => new AppError("forbidden", "This upload link is not valid or has expired. Please try again.");

export function createLocalStorage(options: { dataDir: string; secret: string; publicUrl?: string; now?: () => number }): LocalStorage {
  const root = path.resolve(options.dataDir, "uploads");
  const now = options.now ?? Date.now;

  const fileOf = (key: string) => {
    const file = path.resolve(root, key);
    if (!file.startsWith(root + path.sep)) throw new AppError("invalid_input", "Not an object key");
    return file;
  };
  const sizeOf = async (key: string) => {
    try {
      return { size: (await stat(fileOf(key))).size };
    } catch (error) {
      if (isCode(error, "ENOENT")) return undefined;
      throw error;
    }
  };
  const tempBeside = (file: string) => path.join(path.dirname(file), `.${path.basename(file)}.${randomUUID()}.part`);

  return {
    kind: "local",

    async uploadUrlFor(key, { kind, maxBytes }) {
      const expires = Math.floor(now() / 1000) + UPLOAD_LINK_SECONDS;
      return `${options.publicUrl ?? ""}${LOCAL_UPLOAD_PATH}${key}?${signUploadLink({ key, kind, maxBytes, expires }, options.secret)}`;
    },

    keyOfUploadUrl(url) {
      let parsed: URL;
      try {
        parsed = new URL(url, "http://shop.invalid");
      } catch {
        return undefined;
      }
      if (!parsed.pathname.startsWith(LOCAL_UPLOAD_PATH)) return undefined;
      const key = decodeURIComponent(parsed.pathname.slice(LOCAL_UPLOAD_PATH.length));
      const signed = readUploadLink(key, Object.fromEntries(parsed.searchParams), options.secret);
      return signed && signed.kind === uploadKindOfKey(key) ? key : undefined;
    },

    checkUploadLink(key, query) {
      const signed = readUploadLink(key, query, options.secret);
      if (!signed || signed.kind !== uploadKindOfKey(key) || signed.expires * 1000 <= now()) throw forbidden();
      return signed;
    },

    async receive(key, body, { maxBytes, inspect }) {
      const target = fileOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      const tempPath = tempBeside(target);
      let sizeBytes = 0;
      let head: Buffer | undefined = Buffer.alloc(0);
      const look = () => {
        const first = head!;
        head = undefined;
        inspect(first);
      };
      const meter = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          sizeBytes += chunk.length;
          try {
            if (sizeBytes > maxBytes) throw new AppError("too_large", `The file is larger than this link allows (${maxBytes} bytes).`);
            if (head) {
              head = Buffer.concat([head, chunk]);
              if (head.length >= SNIFF_BYTES) look();
            }
            callback(null, chunk);
          } catch (error) {
            callback(error as Error);
          }
        },
        flush(callback) {
          try {
            if (head) look();
            callback();
          } catch (error) {
            callback(error as Error);
          }
        },
      });
      // The request itself is not destroyed on a refusal, so the client still gets the answer.
      const file = createWriteStream(tempPath, { flags: "wx" });
      const written = pipeline(meter, file);
      body.once("error", (error) => meter.destroy(error));
      body.once("close", () => {
        if (!body.readableEnded) meter.destroy(new Error("The upload was interrupted"));
      });
      body.pipe(meter);
      try {
        await written;
      } catch (error) {
        body.unpipe(meter);
        // A refusal of the first bytes can come before the file is even open: it is removed once closed.
        if (!file.closed) await new Promise<void>((closed) => file.once("close", () => closed()));
        await rm(tempPath, { force: true });
        throw error;
      }
      return {
        tempPath,
        sizeBytes,
        async commit() {
          try {
            await link(tempPath, target); // unlike rename, never replaces a file already there
          } catch (error) {
            if (isCode(error, "EEXIST")) throw new AppError("conflict", "This upload link has already been used.");
            throw error;
          }
        },
        discard: () => rm(tempPath, { force: true }),
      };
    },

    // Served by its key's ending (see media.routes.ts), so the content type needs no storing here.
    async put(key, body) {
      const target = fileOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      const temp = tempBeside(target);
      try {
        await writeFile(temp, body, { flag: "wx" });
        await rename(temp, target);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
    },

    head: sizeOf,

    async readStart(key, bytes) {
      let handle;
      try {
        handle = await open(fileOf(key), "r");
      } catch (error) {
        if (isCode(error, "ENOENT")) return undefined;
        throw error;
      }
      try {
        const buffer = Buffer.alloc(bytes);
        const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
        return buffer.subarray(0, bytesRead);
      } finally {
        await handle.close();
      }
    },

    async read(key) {
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if (isCode(error, "ENOENT")) return undefined;
        throw error;
      }
    },

    async get(key) {
      const found = await sizeOf(key);
      if (!found) return undefined;
      return { body: createReadStream(fileOf(key)), contentLength: found.size };
    },

    async delete(keys) {
      await Promise.all(keys.map((key) => rm(fileOf(key), { force: true })));
    },
  };
}
