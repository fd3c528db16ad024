import { useState } from "react";
import { UPLOAD_TYPES, type UploadDataType } from "../../catalogue";
import { baseAdmin } from "../../rpc/services";
import { request } from "../../rpc/transport";
import { buttonVariants } from "../../ui/button";
import { cn } from "../../ui/cn";
import { Input } from "../../ui/input";
import type { FieldInputProps } from "./inputs/types";
import type { TextInputProps } from "./inputProps";
import { Thumbnail } from "./list/Thumbnail";

interface Policy { host: string; policy: string; signature: string; dir: string; accessid: string; maxSize: number; contentTypes: string[] }

const MB = 1024 * 1024;
const sizeText = (bytes: number) => (bytes >= MB ? `${Math.round(bytes / MB)} MB` : `${Math.round(bytes / 1024)} KB`);

/** A unique key under the policy's directory, keeping the file's extension. */
function keyFor(dir: string, file: File): string {
  const ext = /\.[A-Za-z0-9]{1,8}$/.exec(file.name)?.[0].toLowerCase() ?? "";
  return `${dir}${crypto.randomUUID()}${ext}`;
}

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
    setProblem(null);
    if (file.size > spec.maxBytes) return setProblem(`文件过大，不能超过 ${sizeText(spec.maxBytes)}`);
    if (!(spec.contentTypes as readonly string[]).includes(file.type)) return setProblem(`不支持的文件类型：${file.type || "未知"}`);
    setBusy(true);
    try {
      const grant = (await baseAdmin.getOSSData(type)).data as unknown as Policy;
      const form = new FormData();
      const key = keyFor(grant.dir, file);
      form.append("key", key);
      form.append("OSSAccessKeyId", grant.accessid);
      form.append("policy", grant.policy);
      form.append("signature", grant.signature);
      form.append("file", file);
      const answer = await request<{ key: string }>(grant.host, { method: "POST", body: form });
      onChange(answer.key ?? key);
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
