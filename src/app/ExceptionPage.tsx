import { useSearchParams } from "react-router";
import { Result } from "./pages";

/** /exception?errorCode&errorMessage: the default error page (spec §2). */
export default function ExceptionPage() {
  const [params] = useSearchParams();
  const code = params.get("errorCode") ?? "";
  const message = params.get("errorMessage") ?? "";
  return (
    <Result code="!" title="出错了" text="请求没有完成。以下是服务器返回的错误信息：" testId="page-exception">
      <dl className="mx-auto mt-4 max-w-md rounded border border-gray-200 bg-white p-4 text-left">
        <dt className="text-gray-600">错误码</dt>
        <dd className="mb-2 font-mono" data-testid="error-code">{code || "（无）"}</dd>
        <dt className="text-gray-600">错误信息</dt>
        <dd data-testid="error-message">{message || "（无）"}</dd>
      </dl>
    </Result>
  );
}
