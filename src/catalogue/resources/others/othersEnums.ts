/** Books' and photos' value lists (content.md §6). */
export const BOOK_TYPES = [
  { value: "guji", label: "古籍" }, { value: "catalogue", label: "图录画册" }, { value: "zitie", label: "字帖" },
  { value: "research", label: "研究著作" }, { value: "journal", label: "期刊" }, { value: "other", label: "其他" },
] as const;

export const BOOK_LANGUAGES = [
  { value: "zhHans", label: "简体中文" }, { value: "zhHant", label: "繁体中文" }, { value: "classical", label: "文言" },
  { value: "en", label: "英文" }, { value: "ja", label: "日文" }, { value: "other", label: "其他" },
] as const;

/** 线装书 read right to left (the reader's "next" key is ←). */
export const VIEWING_DIRECTIONS = [
  { value: "right-to-left", label: "右翻（竖排/线装）" }, { value: "left-to-right", label: "左翻" },
] as const;

export const PHOTO_SUBJECTS = [
  { value: "architecture", label: "古建筑" }, { value: "grotto", label: "石窟寺" }, { value: "stele", label: "碑刻" },
  { value: "landscape", label: "风景名胜" }, { value: "relicDetail", label: "文物细节" }, { value: "exhibition", label: "展览现场" },
  { value: "people", label: "人物" }, { value: "event", label: "活动" },
] as const;
