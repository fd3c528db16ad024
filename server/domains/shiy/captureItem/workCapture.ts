/**
 * ShiyServiceAdmin/getWorkCapture {Id}: what /shiy/shiy/view shows of a programme work (content.md
 * §8.10): its HD image, and its capture — the task, devices, measured ppi, ΔE, colour target and
 * date of the item that made the image (else the work's latest captured item). READ on `shiy` or
 * `shiyShuCai`, as the route.
 */
import { z } from "zod";
import { levelAtLeast } from "../../../../src/catalogue";
import { COLOR_TARGETS } from "../../../../src/catalogue/resources/shiy/captureEnums";
import { captureItem, captureTask, device, resourceByName } from "../../../../src/catalogue/registry";
import { byCatalogue } from "../../../platform/db/types";
import { decodeRow } from "../../../platform/db/columns";
import type { AuthedCall } from "../../../platform/rpc/call";
import { method, type MethodRegistry } from "../../../platform/rpc/registry";
import { denied, notFound } from "../../../platform/wire/errors";
import { idSchema } from "../../../resources/payload";

const payload = z.object({ Id: idSchema });

async function getWorkCapture(call: AuthedCall, input: z.infer<typeof payload>) {
  if (!levelAtLeast(call.user.rights.shiy, "READ") && !levelAtLeast(call.user.rights.shiyShuCai, "READ")) throw denied("没有权限：需要「驻留计划」或「驻留素材」的读取权限");
  const work = resourceByName("programmeWork");
  if (!work) throw notFound("驻留作品尚未建成");
  const found = await byCatalogue(call.db).selectFrom(work.table).selectAll().where("Id", "=", input.Id).executeTakeFirst();
  if (!found || found.deleted === 1 || found.deleted === true) throw notFound(`驻留作品（Id ${input.Id}）不存在`);
  const row = decodeRow(work.fields, found);
  const hdImageId = typeof row.hdImageId === "number" ? row.hdImageId : null;
  let q = call.db.selectFrom(captureItem.table).selectAll().where("workId", "=", input.Id);
  q = hdImageId === null ? q : q.orderBy((eb) => eb.case().when("hdImageId", "=", hdImageId).then(0).else(1).end());
  const itemRow = await q.orderBy("capturedAt", "desc").orderBy("Id", "desc").limit(1).executeTakeFirst();
  const item = itemRow ? decodeRow(captureItem.fields, itemRow) : null;
  const taskRow = item ? await call.db.selectFrom(captureTask.table).selectAll().where("Id", "=", Number(item.taskId)).executeTakeFirst() : undefined;
  const task = taskRow ? decodeRow(captureTask.fields, taskRow) : null;
  const deviceIds = Array.isArray(task?.deviceIds) ? task.deviceIds.filter((x): x is number => typeof x === "number") : [];
  const devices = deviceIds.length === 0 ? [] : await call.db.selectFrom(device.table).select(["Id", "name"]).where("Id", "in", deviceIds).orderBy("Id").execute();
  return {
    data: {
      work: { Id: row.Id, code: row.code ?? null, title: row[work.titleField] ?? "", hdImageId },
      capture: item && task ? {
        taskId: task.Id, taskCode: task.code, taskTitle: task.title,
        devices: devices.map((d) => String(d.name)),
        targetPpi: task.targetPpi, ppiMeasured: item.ppiMeasured ?? null,
        deltaEMean: item.deltaEMean ?? null, deltaEMax: item.deltaEMax ?? null,
        colorTarget: COLOR_TARGETS.find((c) => c.value === task.colorTarget)?.label ?? null,
        capturedAt: item.capturedAt ?? null, qcState: item.qcState,
      } : null,
    },
  };
}

export function registerWorkCapture(registry: MethodRegistry): void {
  registry.add(method({ service: captureItem.service, method: "getWorkCapture", input: payload, access: { kind: "session" }, handler: getWorkCapture }));
}
