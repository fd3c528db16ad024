import { useMutation } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { useSession } from "../app/session";
import { PASSWORD_MAX, PASSWORD_MIN } from "../catalogue";
import { present, toast } from "../rpc/notices";
import { sysAdmin } from "../rpc/services";
import { setToken } from "../rpc/storage";
import type { ViewProps } from "./viewProps";

function passwordProblem(oldPassword: string, next: string, again: string): string | null {
  if (!oldPassword) return "请输入当前密码";
  if (next.length < PASSWORD_MIN) return `新密码至少 ${PASSWORD_MIN} 个字符`;
  if (next.length > PASSWORD_MAX) return `新密码最多 ${PASSWORD_MAX} 个字符`;
  if (next !== again) return "两次输入的新密码不一致";
  return null;
}

/** /account: who is signed in, and changing one's own password (which ends other sessions). */
export default function Account({ route }: ViewProps) {
  const { user } = useSession();
  const [form, setForm] = useState({ oldPassword: "", newPassword: "", again: "" });
  const [problem, setProblem] = useState<string | null>(null);
  const change = useMutation({
    mutationFn: () => sysAdmin.updatePassword({ oldPassword: form.oldPassword, newPassword: form.newPassword }),
    onSuccess: (answer) => {
      setToken(answer.token);
      setForm({ oldPassword: "", newPassword: "", again: "" });
      present(toast("success", "密码已修改，其他设备上的登录已失效"));
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const p = passwordProblem(form.oldPassword, form.newPassword, form.again);
    setProblem(p);
    if (!p) change.mutate();
  };
  const field = (key: keyof typeof form, label: string, autoComplete: string) => (
    <label className="block">
      <span className="mb-1 block text-gray-700">{label}</span>
      <input type="password" autoComplete={autoComplete} value={form[key]} onChange={(e) => setForm({ ...form, [key]: e.target.value })}
        className="w-full rounded border border-gray-300 px-3 py-1.5 focus:border-primary" />
    </label>
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
        {problem && <p role="alert" className="text-red-600">{problem}</p>}
        <button type="submit" disabled={change.isPending} className="rounded bg-primary-active px-4 py-1.5 text-white hover:bg-primary-ink disabled:opacity-60">保存</button>
      </form>
    </section>
  );
}
