import { ArrowDown, ArrowUp, Film, RotateCcw, Upload, X } from "lucide-react";
import { type ChangeEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { imageUrl } from "@/lib/image-url";
import type { MediaKind } from "../api/upload-media";
import { MEDIA_LIMITS, useMediaUploader } from "../hooks/use-media-uploader";

interface MediaUploaderProps {
  kind: MediaKind;
  label: string;
  value: string[];
  /** Like a state setter: uploads that finish together each add their path to the latest list. */
  onChange: (next: string[] | ((previous: string[]) => string[])) => void;
  error?: string;
}

function move(list: string[], from: number, to: number): string[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/** Attached images or videos of a product: upload (with progress), paste a URL, reorder, remove. */
export function MediaUploader({ kind, label, value, onChange, error }: MediaUploaderProps) {
  const id = useId();
  const limits = MEDIA_LIMITS[kind];
  const [pasted, setPasted] = useState("");
  const uploader = useMediaUploader(kind, limits.maxFiles - value.length, (path) => onChange((previous) => [...previous, path]));
  const full = value.length + uploader.files.length >= limits.maxFiles;
  const sizeText = kind === "image" ? "10 MB" : "100 MB";

  function choose(event: ChangeEvent<HTMLInputElement>) {
    if (event.target.files) uploader.addFiles(event.target.files);
    event.target.value = "";
  }

  function addPasted() {
    const url = pasted.trim();
    if (!url || full) return;
    onChange([...value, url]);
    setPasted("");
  }

  return (
    <fieldset className="grid gap-3" aria-describedby={`${id}-hint`}>
      <legend className="mb-2 text-sm font-medium">{label}</legend>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        Up to {limits.maxFiles} {kind}s, {sizeText} each
        {kind === "image" ? ". The first image is the main image." : " (MP4, MOV, AVI or WebM)."}
      </p>

      {value.length > 0 ? (
        <ul className="grid gap-2" aria-label={`Attached ${kind}s`}>
          {value.map((path, index) => (
            <li key={`${path}-${index}`} className="flex items-center gap-3 rounded-xl border border-border p-2">
              {kind === "image" ? (
                // The alt names the attachment's place in the list ("Image 2"), which is what the admin needs here.
                // eslint-disable-next-line jsx-a11y/img-redundant-alt
                <img src={imageUrl(path, { width: 64, height: 64 })} alt={`Image ${index + 1}`} className="size-12 shrink-0 rounded-lg object-cover" />
              ) : (
                <Film aria-hidden="true" className="size-8 shrink-0 text-muted-foreground" />
              )}
              <span className="min-w-0 flex-1 truncate text-xs text-muted-foreground" title={path}>
                {kind === "image" && index === 0 ? <strong className="mr-1 text-foreground">Main</strong> : null}
                {path}
              </span>
              <div className="flex shrink-0 gap-1">
                <Button variant="ghost" size="icon-sm" aria-label={`Move ${kind} ${index + 1} up`} disabled={index === 0} onClick={() => onChange(move(value, index, index - 1))}>
                  <ArrowUp aria-hidden="true" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon-sm"
                  aria-label={`Move ${kind} ${index + 1} down`}
                  disabled={index === value.length - 1}
                  onClick={() => onChange(move(value, index, index + 1))}
                >
                  <ArrowDown aria-hidden="true" />
                </Button>
                <Button variant="ghost" size="icon-sm" aria-label={`Remove ${kind} ${index + 1}`} onClick={() => onChange(value.filter((_, at) => at !== index))}>
                  <X aria-hidden="true" />
                </Button>
              </div>
            </li>
          ))}
        </ul>
      ) : null}

      {uploader.files.length > 0 ? (
        <ul className="grid gap-2" aria-label={`Uploading ${kind}s`}>
          {uploader.files.map((file) => (
            <li key={file.id} className="flex items-center gap-3 rounded-xl border border-dashed border-border p-2">
              {file.previewUrl ? <img src={file.previewUrl} alt="" className="size-12 shrink-0 rounded-lg object-cover" /> : null}
              <div className="grid min-w-0 flex-1 gap-1">
                <span className="truncate text-xs font-medium">{file.name}</span>
                <progress className="h-2 w-full accent-primary" max={100} value={file.percentage} aria-label={`Uploading ${file.name}`} />
                {file.failed ? <span className="text-xs text-destructive">{file.message ?? "Upload failed"}</span> : null}
              </div>
              {file.failed ? (
                <Button variant="ghost" size="icon-sm" aria-label={`Retry ${file.name}`} onClick={() => uploader.retry(file.id)}>
                  <RotateCcw aria-hidden="true" />
                </Button>
              ) : null}
              <Button variant="ghost" size="icon-sm" aria-label={`Cancel ${file.name}`} onClick={() => uploader.cancel(file.id)}>
                <X aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      ) : null}

      <div className="flex flex-wrap items-center gap-2">
        <label
          htmlFor={`${id}-file`}
          className="inline-flex h-9 cursor-pointer items-center gap-2 rounded-full border border-border bg-card px-4 text-sm font-semibold hover:bg-muted has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:disabled]:pointer-events-none has-[:disabled]:opacity-50"
        >
          <Upload aria-hidden="true" className="size-4" />
          Upload {kind}s
          <input
            id={`${id}-file`}
            data-testid={`${kind}-file-input`}
            type="file"
            multiple
            accept={limits.accept.join(",")}
            className="sr-only"
            disabled={full}
            onChange={choose}
          />
        </label>
      </div>
      {kind === "image" ? (
        <div className="flex gap-2">
          <Input
            aria-label="Image URL"
            placeholder="Or paste an image URL"
            value={pasted}
            onChange={(event) => setPasted(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === "Enter") {
                event.preventDefault();
                addPasted();
              }
            }}
          />
          <Button variant="outline" onClick={addPasted} disabled={!pasted.trim() || full}>
            Add
          </Button>
        </div>
      ) : null}
      {uploader.notice ? (
        <p role="alert" className="text-sm text-destructive">
          {uploader.notice}
        </p>
      ) : null}
      {error ? <p className="text-sm font-medium text-destructive">{error}</p> : null}
    </fieldset>
  );
}
