import { useMutation } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { useSession } from "../state/session";
import { PASSWORD_MAX, PASSWORD_MIN } from "../catalogue";
import { present, toast } from "../rpc/notices";
import { sysAdmin } from "../rpc/services";
import { setToken } from "../rpc/storage";
import { Button } from "../ui/button";
import { Field } from "../ui/field";
import { Input } from "../ui/input";
import { fieldOfRefusal } from "./resource/form/refusal";
import type { ViewProps } from "./viewProps";

type Key = "oldPassword" | "newPassword" | "again";
type Problems = Partial<Record<Key, string>>;

function passwordProblems(oldPassword: string, next: string, again: string): Problems {
  if (!oldPassword) return { oldPassword: "请输入当前密码" };
  if (next.length < PASSWORD_MIN) return { newPassword: `新密码至少 ${PASSWORD_MIN} 个字符` };
  if (next.length > PASSWORD_MAX) return { newPassword: `新密码最多 ${PASSWORD_MAX} 个字符` };
  if (next !== again) return { again: "两次输入的新密码不一致" };
  return {};
}

/** The server's refusals name the field they are about (原密码不正确, 新密码不能与原密码相同). */
function problemOfRefusal(err: unknown): Problems {
  const onField = fieldOfRefusal([{ key: "newPassword", label: "新密码" }, { key: "oldPassword", label: "原密码" }, { key: "oldPassword", label: "当前密码" }], err);
  return onField ? { [onField.key]: onField.message } : {};
}

/** /account: who is signed in, and changing one's own password (which ends other sessions). */
export default function Account({ route }: ViewProps) {
  const { user } = useSession();
  const [form, setForm] = useState({ oldPassword: "", newPassword: "", again: "" });
  const [problems, setProblems] = useState<Problems>({});
  const change = useMutation({
    mutationFn: () => sysAdmin.updatePassword({ oldPassword: form.oldPassword, newPassword: form.newPassword }),
    onSuccess: (answer) => {
      setToken(answer.token);
      setForm({ oldPassword: "", newPassword: "", again: "" });
      present(toast("success", "密码已修改，其他设备上的登录已失效"));
    },
    onError: (err) => {
      const p = problemOfRefusal(err);
      setProblems(p);
      // The field the server refused gets the focus, so that retyping starts there.
      const key = Object.keys(p)[0];
      if (key) document.getElementById(`account-${key}`)?.focus();
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const p = passwordProblems(form.oldPassword, form.newPassword, form.again);
    setProblems(p);
    if (Object.keys(p).length === 0) change.mutate();
  };
  const field = (key: Key, label: string, autoComplete: string) => (
    <Field id={`account-${key}`} label={label} error={problems[key]}>
      <Input id={`account-${key}`} type="password" autoComplete={autoComplete} value={form[key]} maxLength={key === "oldPassword" ? undefined : PASSWORD_MAX}
        aria-invalid={Boolean(problems[key]) || undefined} aria-describedby={problems[key] ? `account-${key}-error` : undefined}
        onChange={(e) => {
          setForm({ ...form, [key]: e.target.value });
          setProblems((p) => ({ ...p, [key]: undefined }));
        }} />
    </Field>
  );
  return (
    <section className="grid gap-6 lg:grid-cols-2">
      <div className="rounded bg-white p-6">
        <h1 className="text-lg font-medium">{route.title}</h1>
        <dl className="mt-4 grid grid-cols-[6rem_1fr] gap-y-2">
          <dt className="text-gray-600">用户名</dt><dd>{user?.userName}</dd>
          <dt className="text-gray-600">昵称</dt><dd>{user?.nickName}</dd>
          <dt className="text-gray-600">角色</dt><dd>{user?.role}</dd>
        </dl>
      </div>
      <form className="space-y-3 rounded bg-white p-6" onSubmit={submit} noValidate>
        <h2 className="font-medium">修改密码</h2>
        {field("oldPassword", "当前密码", "current-password")}
        {field("newPassword", "新密码", "new-password")}
        {field("again", "再次输入新密码", "new-password")}
        <Button type="submit" variant="primary" disabled={change.isPending}>保存</Button>
      </form>
    </section>
  );
}
