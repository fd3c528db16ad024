/** Spec §5's generic messages, in Chinese. */
export const messages = {
  required: (label: string) => `请输入${label}`,
  /** A required field the user picks (a select, a reference) or uploads, not types. */
  choose: (label: string) => `请选择${label}`,
  upload: (label: string) => `请上传${label}`,
  type: (label: string) => `${label}不是有效的类型`,
  minLength: (label: string, n: number) => `${label}至少 ${n} 个字符`,
  maxLength: (label: string, n: number) => `${label}最多 ${n} 个字符`,
  min: (label: string, n: number) => `${label}不能小于 ${n}`,
  max: (label: string, n: number) => `${label}不能大于 ${n}`,
  pattern: (label: string) => `${label}格式不正确`,
  option: (label: string) => `${label}不是可选的值`,
  unknown: (key: string) => `未知字段 ${key}`,
  readOnly: (label: string) => `${label}不可修改`,
} as const;
