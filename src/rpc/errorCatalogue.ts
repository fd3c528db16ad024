import { RPC_STATUS_NAMES, RPC_SUCCESS } from "../catalogue";
import { EXCEPTION_PATH } from "./config";
import { notification, refusalToast, RPC_ERROR_TOAST_MS, toast, TOAST_MS, type Notice } from "./notices";

/** Spec §8, row by row: what each kind of failure shows. Pure functions, so every row has its own test. */

export const NETWORK_ERROR_TEXT = "网络发生异常，请检查您的网络连接";
export const REQUEST_ERROR_TEXT = "请求错误，请重试。";
export const DICT_ERROR_TEXT = "调用字典错误";

/** The HTTP handler's status map (spec §8). */
export const HTTP_STATUS_TEXT: Readonly<Record<number, string>> = {
  200: "服务器成功返回请求的数据。",
  201: "新建或修改数据成功。",
  202: "一个请求已经进入后台排队（异步任务）。",
  204: "删除数据成功。",
  400: "发出的请求有错误，服务器没有进行新建或修改数据的操作。",
  401: "用户没有权限（令牌、用户名、密码错误）。",
  403: "用户得到授权，但是访问是被禁止的。",
  404: "发出的请求针对的是不存在的记录，服务器没有进行操作。",
  405: "请求方法不被允许。",
  406: "请求的格式不可得。",
  410: "请求的资源被永久删除，且不会再得到。",
  422: "当创建一个对象时，发生一个验证错误。",
  500: "服务器发生错误，请检查服务器。",
  502: "网关错误。",
  503: "服务不可用，服务器暂时过载或维护。",
  504: "网关超时。",
};

export function statusName(code: number): string {
  return RPC_STATUS_NAMES[code] ?? `CODE_${code}`;
}

/** An answer that arrived: a code other than SUCCESS is a refusal shown as the server's message, its code beside it. */
export function rpcAnswerNotice(answer: { code?: unknown; message?: unknown }): Notice | null {
  if (answer.code === undefined || answer.code === RPC_SUCCESS) return null;
  const text = typeof answer.message === "string" && answer.message !== "" ? answer.message : REQUEST_ERROR_TEXT;
  return typeof answer.code === "string" || typeof answer.code === "number" ? refusalToast(text, String(answer.code), TOAST_MS) : toast("error", text);
}

/**
 * Statuses by which the server refuses what was asked, with a sentence written for the user (请输入名称,
 * 名称「…」已存在, 无权限): that sentence leads. The others (INTERNAL, UNAVAILABLE, UNKNOWN…) are failures
 * the user cannot act on, shown in the spec's own words.
 */
const REFUSAL_STATUSES: ReadonlySet<string> = new Set([
  "INVALID_ARGUMENT", "NOT_FOUND", "ALREADY_EXISTS", "PERMISSION_DENIED", "RESOURCE_EXHAUSTED",
  "FAILED_PRECONDITION", "ABORTED", "OUT_OF_RANGE", "UNAUTHENTICATED",
]);

/**
 * A failed call, 10 s. A refusal: the server's Chinese sentence, with `RPC ERROR: NAME` beside it; an
 * unexpected failure, or a refusal without a sentence: `RPC ERROR: NAME: message` (spec §8). No payload: the network toast.
 */
export function rpcFailureNotice(payload: { code: number; message: string } | null): Notice {
  if (payload === null) return toast("error", NETWORK_ERROR_TEXT);
  const name = statusName(payload.code);
  if (REFUSAL_STATUSES.has(name) && payload.message !== "") return refusalToast(payload.message, `RPC ERROR: ${name}`, RPC_ERROR_TOAST_MS);
  return toast("error", `RPC ERROR: ${name}: ${payload.message}`, RPC_ERROR_TOAST_MS);
}

/** Error info of the generic request layer (spec §3, §8). */
export interface RequestErrorInfo {
  errorMessage?: string;
  errorCode?: string | number;
  showType?: number;
}

export interface Reaction {
  notice: Notice | null;
  redirect: string | null;
}

/** The generic layer by showType: 0 silent, 1 warning, 2 error, 3/4 notification, 9 the error page, other error. */
export function requestErrorReaction(info: RequestErrorInfo | null | undefined): Reaction {
  if (!info || (info.errorMessage === undefined && info.errorCode === undefined && info.showType === undefined)) {
    return { notice: toast("error", REQUEST_ERROR_TEXT), redirect: null };
  }
  const message = info.errorMessage ?? "";
  const code = info.errorCode === undefined ? "" : String(info.errorCode);
  switch (info.showType) {
    case 0:
      return { notice: null, redirect: null };
    case 1:
      return { notice: toast("warning", message), redirect: null };
    case 3: // current Ant Design Pro numbers the notification 3; the spec's console uses 4
    case 4:
      return { notice: notification("error", code, message), redirect: null };
    case 9: {
      const query = new URLSearchParams({ errorCode: code, errorMessage: message });
      return { notice: null, redirect: `${EXCEPTION_PATH}?${query.toString()}` };
    }
    default:
      return { notice: toast("error", message || REQUEST_ERROR_TEXT), redirect: null };
  }
}

/** The common HTTP handler: status and message, status alone, or no response at all. */
export function httpErrorNotice(failure: { status?: number; statusText?: string; message?: string; url: string }): Notice {
  if (failure.status === undefined) return notification("error", "网络异常", "您的网络发生异常，无法连接服务器");
  if (failure.message) return notification("error", `调用出错 ${failure.status}:${failure.message}`, "");
  return notification("error", `请求错误 ${failure.status}: ${failure.url}`, HTTP_STATUS_TEXT[failure.status] ?? failure.statusText ?? "");
}
