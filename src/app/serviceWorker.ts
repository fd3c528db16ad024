/** Spec §9: no offline mode; on https any service worker left by an older console is unregistered. */
export function unregisterServiceWorkers(): void {
  if (location.protocol !== "https:" || !("serviceWorker" in navigator)) return;
  void navigator.serviceWorker.getRegistrations().then((regs) => Promise.all(regs.map((r) => r.unregister())));
}
