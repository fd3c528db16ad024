import { createFetch } from "ofetch";

export interface Sent { url: string; method: string; body: unknown }

/** An ofetch whose network is a function: answers a status and JSON, or throws like a dropped connection. */
export function fakeFetch(answer: (sent: Sent) => { status: number; body?: unknown } | "network") {
  const sent: Sent[] = [];
  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const s = { url: String(input instanceof Request ? input.url : input), method: init?.method ?? "GET", body: init?.body ? JSON.parse(String(init.body)) : undefined };
    sent.push(s);
    const a = answer(s);
    if (a === "network") throw new TypeError("Failed to fetch");
    return new Response(a.body === undefined ? "" : JSON.stringify(a.body), { status: a.status, headers: a.body === undefined ? {} : { "content-type": "application/json" } });
  };
  return { fetcher: createFetch({ fetch: fetchImpl as typeof fetch }), sent };
}
