import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { RpcStatus, transitionMethodName, type TransitionDef } from "../../catalogue";
import { article } from "../../catalogue/resources/article/article";
import { isRpcFailure } from "../../rpc/failures";
import { resourceClient, type Rec } from "../../rpc/resourceClient";
import { rpc } from "../../rpc/transport";
import { collectForm, initialValues, type FormValues } from "../resource/form/collect";
import { equalValues, formFields, type FormValue } from "../resource/formValues";

/** Where the composer's text stands against the server. */
export type DraftStatus = "saved" | "dirty" | "saving" | "invalid" | "conflict" | "failed";

/** How long typing must pause before the draft saves itself. */
export const AUTOSAVE_MS = 1500;

/** A new article starts in the first 栏目 so that its first autosave has what a create needs beside the title. */
const NEW_ARTICLE = { categoryId: "NEWS" };

/**
 * The composer's draft (content.md §7.3): the article's editable fields, saved by Ctrl/⌘+S or by itself
 * once typing pauses. Unlike the slide-over, a save does not remount anything: the values sent become
 * the new base and the answer's utime the version of the next save, so whatever was typed meanwhile
 * stays and is saved next. A stale version (someone else saved) stops autosave with a conflict; the
 * text stays in the editor until the user reloads.
 */
export function useArticleDraft(record: Rec | null, canWrite: boolean, onCreated: (Id: number) => void) {
  const client = useMemo(() => resourceClient(article), []);
  const fields = useMemo(() => formFields(article.fields), []);
  const [base, setBase] = useState<FormValues>(() => initialValues(fields, record, record ? undefined : NEW_ARTICLE));
  const [values, setValues] = useState<FormValues>(base);
  const [current, setCurrent] = useState<Rec | null>(record);
  const [status, setStatus] = useState<DraftStatus>("saved");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const saving = useRef(false);
  // The record as the server last answered it (a save's answer is here before the next render).
  const stored = useRef<Rec | null>(record);
  const latest = useRef({ values, base, current, status });
  // What a save reads when it runs (a timer's, a key's), and what it finds typed meanwhile when it ends.
  useLayoutEffect(() => {
    latest.current = { values, base, current, status };
  });

  const dirty = fields.some((f) => !equalValues(values[f.key] ?? "", base[f.key] ?? ""));

  /** Saves now; answers the Id of the saved article, or null when nothing could be saved. */
  const save = useCallback(async (): Promise<number | null> => {
    const { values: sent, base: from, current: rec, status: now } = latest.current;
    if (!canWrite || saving.current || now === "conflict") return null;
    const mode = rec ? "update" : "create";
    const { data, errors: found } = collectForm(fields, sent, mode, from);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setStatus("invalid");
      return null;
    }
    if (rec && Object.keys(data).length === 0) return Number(rec.Id);
    saving.current = true;
    setStatus("saving");
    try {
      const answer = rec
        ? await client.update(Number(rec.Id), Number(rec.utime), data, { expect: [RpcStatus.ABORTED] })
        : await client.create(data);
      stored.current = answer.data;
      setCurrent(answer.data);
      setBase(sent);
      // What was typed while saving is still to be saved.
      setStatus(fields.some((f) => !equalValues(latest.current.values[f.key] ?? "", sent[f.key] ?? "")) ? "dirty" : "saved");
      if (!rec) onCreated(Number(answer.data.Id));
      return Number(answer.data.Id);
    } catch (err) {
      setStatus(isRpcFailure(err) && err.status === RpcStatus.ABORTED ? "conflict" : "failed");
      return null;
    } finally {
      saving.current = false;
    }
  }, [canWrite, client, fields, onCreated]);

  // Autosave: a pause in typing saves; a failed save is tried again at the next edit.
  useEffect(() => {
    if (!dirty || !canWrite || status === "conflict" || status === "saving") return;
    const timer = setTimeout(() => void save(), AUTOSAVE_MS);
    return () => clearTimeout(timer);
  }, [values, dirty, canWrite, status, save]);

  const change = useCallback((key: string, value: FormValue) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => (e[key] ? { ...e, [key]: "" } : e));
    setStatus((s) => (s === "conflict" ? s : "dirty"));
  }, []);

  /** After a conflict: the version on the server, replacing what is in the editor. */
  const reload = useCallback(async () => {
    const rec = latest.current.current;
    if (!rec) return;
    const fresh = (await client.get(Number(rec.Id))).data;
    const next = initialValues(fields, fresh);
    stored.current = fresh;
    setCurrent(fresh);
    setBase(next);
    setValues(next);
    setStatus("saved");
  }, [client, fields]);

  /**
   * A move of the article's machine from the composer (立即发布, 重新发布): what is typed is saved first,
   * then the same method the list's action calls, from the version just saved; a refusal is the
   * server's message, as in the list. Answers whether the move was made.
   */
  const transit = useCallback(async (transition: TransitionDef): Promise<boolean> => {
    if ((await save()) === null || !stored.current) return false;
    const rec = stored.current;
    const answer = await rpc<{ data: Rec[] }>(`${article.service}/${transitionMethodName(article, transition)}`, { Id: rec.Id, utime: rec.utime }).catch(() => null);
    const moved = answer?.data[0];
    if (!moved) return false;
    stored.current = moved;
    setCurrent(moved);
    return true;
  }, [save]);

  return { fields, values, errors, current, status, dirty, change, save, reload, transit };
}
