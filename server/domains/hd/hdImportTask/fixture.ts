import { IMPORTERS } from "../../../platform/jobs/handlers";
import { defineFixture } from "../../fixture";

export const fixture = defineFixture("hdImportTask", {
  given: (n) => ({ sourceType: "ossPrefix", sourcePath: "shiy/incoming/fixture", captureTaskId: n }),
  // The state-machine matrix creates with other data (its own GIVEN before the maps were merged):
  givenForTransitions: { sourceType: "ossPrefix", sourcePath: "shiy/incoming/matrix", manifestFile: null, captureTaskId: null, targetAlbumId: null, tileAfterImport: false },
  // 开始执行 lists a folder with a file in it; 重试失败项 needs a failed item.
  beforeCall: async (tx, Id) => {
    await tx.insertInto("upload_file").values({ key: "shiy/incoming/matrix/0001.tif", dataType: "UDT_SHIY", contentType: "image/tiff", size: 1, userId: null, ctime: 0 }).onConflict((oc) => oc.column("key").doNothing()).execute();
    await tx.insertInto("hd_import_item").values({ ctime: 0, utime: 0, taskId: Id, rowNo: 1, fileKey: "shiy/incoming/matrix/0001.tif", status: "failed", message: "不是可识别的图片文件" }).execute();
  },
  // The matrix checks the task's machine; its import job (tested in hdImport.test.ts) must not end the task under it.
  setup: () => {
    const run = IMPORTERS.hdImportTask;
    delete IMPORTERS.hdImportTask;
    return () => {
      IMPORTERS.hdImportTask = run;
    };
  },
});
