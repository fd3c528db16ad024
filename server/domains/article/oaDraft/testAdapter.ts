import type { OfficialAccountAdapter } from "./officialAccount";

/**
 * An official account in memory, for tests only (the contract's transition matrix and the adapter's own
 * tests): it answers like the platform's draft box and free publishing, and records what it was asked.
 */
export function memoryOfficialAccount(publishStatus = 0): OfficialAccountAdapter & { readonly calls: string[] } {
  const calls: string[] = [];
  let n = 0;
  return {
    calls,
    addDraft(a) {
      calls.push(`draft/add ${a.title}`);
      n += 1;
      return Promise.resolve({ mediaId: `test-media-${n}`, thumbMediaId: `test-thumb-${n}` });
    },
    updateDraft(mediaId, a) {
      calls.push(`draft/update ${mediaId}`);
      return Promise.resolve({ thumbMediaId: a.thumbMediaId ?? `test-thumb-${mediaId}` });
    },
    deleteDraft(mediaId) {
      calls.push(`draft/delete ${mediaId}`);
      return Promise.resolve();
    },
    submitPublish(mediaId) {
      calls.push(`freepublish/submit ${mediaId}`);
      return Promise.resolve({ publishId: `test-publish-${mediaId}` });
    },
    getPublish(publishId) {
      calls.push(`freepublish/get ${publishId}`);
      return Promise.resolve({ publishStatus, articleUrl: publishStatus === 0 ? `https://mp.weixin.qq.com/s/${publishId}` : null, failReason: null });
    },
  };
}
