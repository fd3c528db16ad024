import { useEffect } from "react";
import { useNavigate } from "react-router";
import { setNavigator } from "../rpc/navigation";

/** Lets the RPC layer move the user (to sign in, to /exception) through the router. */
export function RouterBridge() {
  const navigate = useNavigate();
  useEffect(() => setNavigator((to, opts) => void navigate(to, { replace: opts?.replace })), [navigate]);
  return null;
}
