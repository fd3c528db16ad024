/**
 * 自动识字: the OCR vendor is an outside service this server cannot reach. Its adapter's embedded default
 * refuses clearly and changes nothing; a deployment with a vendor replaces `ocrAdapter.recognize`.
 */
import { precondition } from "../../../platform/wire/errors";
import type { ActionHandler } from "../../../resources/actions";

export interface OcrAdapter {
  /** The character on a stored glyph image and the vendor's confidence (0–1). */
  recognize(imageKey: string): Promise<{ char: string; confidence: number }>;
}

export const ocrAdapter: OcrAdapter = {
  recognize: () => Promise.reject(precondition("未配置识字服务（OCR），无法自动识字；请人工填写「字」")),
};

export const recognizeGlyphCandidate: ActionHandler = async ({ current }) => {
  if (current.state !== "pending") throw precondition(`字形候选「${String(current.char ?? current.Id)}」已审核，不能自动识字`);
  const found = await ocrAdapter.recognize(String(current.image));
  return { ocrChar: found.char, ocrConfidence: Math.round(found.confidence * 1000) / 1000 };
};
