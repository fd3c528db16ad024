import { useState } from "react";
import { UPLOAD_TYPES, type UploadDataType } from "../../catalogue";
import { buttonVariants } from "../../ui/button";
import { cn } from "../../ui/cn";
import { Input } from "../../ui/input";
import type { FieldInputProps } from "./inputs/types";
import type { TextInputProps } from "./inputProps";
import { Thumbnail } from "./list/Thumbnail";
import { sizeText, uploadFile, uploadProblem } from "./uploadFile";

/**
 * An image or file field: the stored key as text, and a button that uploads a file with a signed policy
 * (getOSSData) after checking its size and type here, so that a wrong file is refused in Chinese at once.
 */
export function UploadInput({ field, id, value, disabled, invalid, onChange, inputRef }: TextInputProps) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const type = field.upload as UploadDataType | undefined;
  const spec = type ? UPLOAD_TYPES[type] : undefined;

  const upload = async (file: File) => {
    if (!type || !spec) return;
    const refused = uploadProblem(type, file);
    setProblem(refused);
    if (refused) return;
    setBusy(true);
    try {
      onChange(await uploadFile(type, file));
    } catch {
      // the request layer has shown the failure
    } finally {
      setBusy(false);
    }
  };

  return (
    <div>
      <div className="flex items-center gap-2">
        {field.kind === "image" && value !== "" && <Thumbnail value={value} label={`${field.label}预览`} />}
        <Input id={id} ref={inputRef} value={value} disabled={disabled} aria-invalid={invalid || undefined} onChange={(e) => onChange(e.target.value)}
          aria-describedby={invalid ? `${id}-error` : undefined} placeholder="文件名（key）或地址" />
        {!disabled && spec && (
          <label className={cn(buttonVariants(), "cursor-pointer focus-within:ring-2 focus-within:ring-primary", busy && "opacity-60")}>
            {busy ? "上传中…" : "上传"}
            <input type="file" className="sr-only" accept={spec.contentTypes.join(",")} disabled={busy}
              onChange={(e) => {
                const file = e.target.files?.[0];
                e.target.value = "";
                if (file) void upload(file);
              }} />
          </label>
        )}
      </div>
      {problem && <p role="alert" className="mt-1 text-sm text-red-600">{problem}</p>}
      {spec && !disabled && <p className="mt-1 text-xs text-gray-600">{spec.label}：不超过 {sizeText(spec.maxBytes)}</p>}
    </div>
  );
}

/** The editor's generic input props, for the kind map (loaded lazily). */
export default function UploadInputForField(props: FieldInputProps) {
  return <UploadInput {...props} value={typeof props.value === "string" ? props.value : ""} onChange={props.onChange} />;
}
