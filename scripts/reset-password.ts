// `npm run admin:reset-password [userName]`: prints a new password for `admin` (or the named
// account) of the database the server is configured for (MOYUAN_DATA_DIR or DATABASE_URL).
import { resetPassword } from "../server/platform/auth/resetPassword";
import { loadConfig } from "../server/config";
import { openDatabase } from "../server/platform/db/connect";
import { migrate } from "../server/platform/db/migrate";

const userName = process.argv[2] ?? "admin";
const config = loadConfig();
const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await migrate(database.db, database.dialect);
  const password = await resetPassword(database.db, userName, Date.now());
  if (password === null) {
    console.error(`没有用户名为「${userName}」的账号`);
    process.exitCode = 1;
  } else {
    console.info(`已为 ${userName} 设置新密码：${password}\n（该账号的登录会话已全部结束；请登录后立即修改密码）`);
  }
} finally {
  await database.close();
}
