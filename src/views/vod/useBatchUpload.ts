import { FetchError } from "ofetch";
import { useRef, useState } from "react";
import { vodVideo } from "../../catalogue/registry";
import { RpcFailure } from "../../rpc/failures";
import { resourceClient } from "../../rpc/resourceClient";
import { uploadFile, uploadProblem } from "../resource/uploadFile";

export type FileState =
  | { readonly kind: "waiting" }
  | { readonly kind: "uploading" }
  | { readonly kind: "created"; readonly Id: number }
  | { readonly kind: "failed"; readonly message: string }
  | { readonly kind: "cancelled" };

/** Whether the file's bytes start as an MP4 does (an `ftyp` box): its name and claimed type say nothing. The server checks again. */
async function isMp4(file: File): Promise<boolean> {
  const head = new Uint8Array(await file.slice(4, 8).arrayBuffer());
  return String.fromCharCode(...head) === "ftyp";
}

/** What to show for a file that failed: the server's or the store's own words where there are any. */
function failureText(err: unknown): string {
  if (err instanceof RpcFailure && err.message !== "" && err.message !== "network") return err.message;
  const stored = err instanceof FetchError ? (err.data as { message?: unknown } | undefined)?.message : undefined;
  return typeof stored === "string" && stored !== "" ? stored : "上传失败，请检查网络后重试";
}

export interface BatchFile { readonly name: string; readonly size: number; readonly state: FileState }

/** A video's title from its file name: without the extension, at most the field's 128 characters. */
export const titleFromName = (name: string) => (name.replace(/\.[A-Za-z0-9]{1,8}$/, "").trim() || name).slice(0, 128);

/**
 * 批量上传 (content.md §10.1): several files as one job run from the browser, one after the other — each
 * stored in the file library (UDT_SHIY, checked before it is sent) and then made a VOD video (上传中),
 * so that a failure stops only its own file. 取消 stops the job before the next file.
 */
export function useBatchUpload() {
  const [files, setFiles] = useState<BatchFile[]>([]);
  const [running, setRunning] = useState(false);
  const cancelled = useRef(false);
  const set = (i: number, state: FileState) => setFiles((all) => all.map((f, k) => (k === i ? { ...f, state } : f)));

  const start = async (chosen: readonly File[], values: { usage: string; category: string }) => {
    cancelled.current = false;
    setFiles(chosen.map((f) => ({ name: f.name, size: f.size, state: { kind: "waiting" } })));
    setRunning(true);
    const client = resourceClient(vodVideo);
    for (const [i, file] of chosen.entries()) {
      if (cancelled.current) {
        set(i, { kind: "cancelled" });
        continue;
      }
      const problem = uploadProblem("UDT_SHIY", file, ["video/mp4"]) ?? (await isMp4(file) ? null : "文件内容不是 MP4 视频");
      if (problem) {
        set(i, { kind: "failed", message: problem });
        continue;
      }
      set(i, { kind: "uploading" });
      try {
        const sourceFile = await uploadFile("UDT_SHIY", file);
        const made = await client.create({ title: titleFromName(file.name), usage: values.usage, ...(values.category ? { category: values.category } : {}), sourceFile }, { silent: true });
        set(i, { kind: "created", Id: made.data.Id });
      } catch (err) {
        set(i, { kind: "failed", message: failureText(err) });
      }
    }
    setRunning(false);
  };
  const cancel = () => {
    cancelled.current = true;
  };
  const done = files.filter((f) => f.state.kind === "created" || f.state.kind === "failed" || f.state.kind === "cancelled").length;
  return { files, running, start, cancel, done };
}
