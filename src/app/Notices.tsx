import { useEffect } from "react";
import { toast, Toaster } from "sonner";
import { setPresenter, type Notice } from "../rpc/notices";

const TOASTS = "toasts";
const NOTIFICATIONS = "notifications";

function show(n: Notice): void {
  const fn = n.level === "success" ? toast.success : n.level === "warning" ? toast.warning : n.level === "info" ? toast.info : toast.error;
  if (n.kind === "toast") {
    fn(n.text, { duration: n.durationMs, toasterId: TOASTS, description: n.code ? <span data-testid="rpc-status" className="font-mono text-xs opacity-80">{n.code}</span> : undefined });
  }
  else fn(n.title, { description: n.description || undefined, duration: n.durationMs, toasterId: NOTIFICATIONS });
}

/** Toasts at the top centre, notifications at the top right (spec §9), as two differently named regions; the RPC layer's presenter. */
export function Notices() {
  useEffect(() => setPresenter(show), []);
  return (
    <>
      <Toaster id={TOASTS} position="top-center" richColors visibleToasts={5} containerAriaLabel="消息提示" />
      <Toaster id={NOTIFICATIONS} position="top-right" richColors closeButton containerAriaLabel="通知" />
    </>
  );
}
