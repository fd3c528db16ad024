import { useState, type FormEvent } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { NETWORK_ERROR_TEXT } from "../rpc/errorCatalogue";
import { isRpcFailure } from "../rpc/failures";
import { sysAdmin } from "../rpc/services";
import { useDocumentTitle } from "./documentTitle";
import { useSession } from "../state/session";

/** Only same-origin paths: a crafted ?redirect= must not send the user elsewhere. */
export function safeRedirect(target: string | null): string {
  if (!target || !target.startsWith("/") || target.startsWith("//") || target.startsWith("/user/login")) return "/welcome";
  return target;
}

function messageOf(err: unknown): string {
  if (isRpcFailure(err)) {
    if (err.kind === "network") return NETWORK_ERROR_TEXT;
    return err.message || "登录失败，请重试";
  }
  return "登录失败，请重试";
}

/** /user/login, without layout: 用户名 and 密码, focus in 用户名, Enter signs in, errors in the form. */
export default function LoginPage() {
  useDocumentTitle("登录");
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { signedIn } = useSession();
  const [userName, setUserName] = useState("");
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!userName.trim()) return setError("请输入用户名");
    if (!password) return setError("请输入密码");
    setBusy(true);
    setError(null);
    try {
      const { token } = await sysAdmin.login({ userName: userName.trim(), password });
      await signedIn(token);
      navigate(safeRedirect(params.get("redirect")), { replace: true });
    } catch (err) {
      setError(messageOf(err));
      setBusy(false);
    }
  };

  return (
    <main className="flex min-h-full flex-col items-center justify-center bg-gray-100 px-4">
      <div className="w-full max-w-sm">
        <div className="mb-8 text-center">
          <h1 className="text-3xl font-semibold tracking-wide text-gray-900">墨苑</h1>
          <p className="mt-2 text-gray-600">数字书画与文化遗产平台 · 管理后台</p>
        </div>
        <form onSubmit={submit} noValidate className="space-y-4 rounded-lg bg-white p-8 shadow-sm" aria-label="登录">
          <label className="block">
            <span className="mb-1 block text-gray-700">用户名</span>
            <input name="userName" autoFocus autoComplete="username" value={userName} onChange={(e) => setUserName(e.target.value)}
              aria-invalid={error === "请输入用户名"} className="w-full rounded border border-gray-300 px-3 py-2 focus:border-primary" />
          </label>
          <label className="block">
            <span className="mb-1 block text-gray-700">密码</span>
            <input name="password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)}
              aria-invalid={error === "请输入密码"} className="w-full rounded border border-gray-300 px-3 py-2 focus:border-primary" />
          </label>
          {error && <p role="alert" data-testid="login-error" className="rounded bg-red-50 px-3 py-2 text-red-700">{error}</p>}
          <button type="submit" disabled={busy} className="w-full rounded bg-primary-active py-2 text-white hover:bg-primary-ink disabled:opacity-60">
            {busy ? "登录中…" : "登录"}
          </button>
        </form>
      </div>
    </main>
  );
}
