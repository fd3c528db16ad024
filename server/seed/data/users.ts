import type { Role } from "../../../src/catalogue";

/** A demo console user; rights come from the role's preset. */
export interface UserSeed { userName: string; nickName: string; role: Role; state: "ACTIVE" | "DISABLED"; email: string; phone: string }

/** One or more users per role but the super-administrator (admin alone holds that), and one disabled account. */
export const demoUsers: readonly UserSeed[] = [
  { userName: "editor.li", nickName: "李书雅", role: "editor", state: "ACTIVE", email: "li.shuya@moyuan.art", phone: "138-0000-1001" },
  { userName: "editor.zhao", nickName: "赵墨卿", role: "editor", state: "ACTIVE", email: "zhao.moqing@moyuan.art", phone: "138-0000-1002" },
  { userName: "ops.wang", nickName: "王运筹", role: "operator", state: "ACTIVE", email: "wang.yunchou@moyuan.art", phone: "139-0000-2001" },
  { userName: "ops.chen", nickName: "陈晓岚", role: "operator", state: "ACTIVE", email: "chen.xiaolan@moyuan.art", phone: "139-0000-2002" },
  { userName: "finance.sun", nickName: "孙理财", role: "finance", state: "ACTIVE", email: "sun.licai@moyuan.art", phone: "137-0000-3001" },
  { userName: "audit.zhou", nickName: "周审之", role: "auditor", state: "ACTIVE", email: "zhou.shenzhi@moyuan.art", phone: "136-0000-4001" },
  { userName: "label.wu", nickName: "吴标注", role: "annotator", state: "ACTIVE", email: "wu.biaozhu@moyuan.art", phone: "135-0000-5001" },
  { userName: "label.zheng", nickName: "郑细描", role: "annotator", state: "ACTIVE", email: "zheng.ximiao@moyuan.art", phone: "135-0000-5002" },
  // Outsourced annotators of the revise tasks (content.md §11.2: six annotators of three vendors).
  { userName: "label.feng", nickName: "冯勾勒", role: "annotator", state: "ACTIVE", email: "feng.goule@moyuan.art", phone: "135-0000-5003" },
  { userName: "label.he", nickName: "何描金", role: "annotator", state: "ACTIVE", email: "he.miaojin@moyuan.art", phone: "135-0000-5004" },
  { userName: "label.jiang", nickName: "蒋点苔", role: "annotator", state: "ACTIVE", email: "jiang.diantai@moyuan.art", phone: "135-0000-5005" },
  { userName: "label.tang", nickName: "唐皴擦", role: "annotator", state: "ACTIVE", email: "tang.cunca@moyuan.art", phone: "135-0000-5006" },
  { userName: "former.qian", nickName: "钱离职", role: "editor", state: "DISABLED", email: "qian.lizhi@moyuan.art", phone: "138-0000-1099" },
];
