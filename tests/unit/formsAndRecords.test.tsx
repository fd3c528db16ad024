// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { FieldDef } from "../../src/catalogue";
import { RpcFailure } from "../../src/rpc/failures";
import { ChangeDiff } from "../../src/views/resource/ChangeDiff";
import { ActionForm } from "../../src/views/resource/form/ActionForm";
import { methodLabel, resourceLabel } from "../../src/views/resource/form/changeLabels";
import { fieldOfRefusal } from "../../src/views/resource/form/refusal";

afterEach(cleanup);

const fields = [{ key: "name", label: "名称" }, { key: "nameEn", label: "英文名称" }, { key: "city", label: "城市" }];
const refused = (message: string) => new RpcFailure(message, -1, "refused", true, "ALREADY_EXISTS");

describe("a refusal about a field", () => {
  it("belongs to the field its message starts with, else the one it names; the longest label wins", () => {
    expect(fieldOfRefusal(fields, refused("名称「故宫博物院」已存在"))).toEqual({ key: "name", message: "名称「故宫博物院」已存在" });
    expect(fieldOfRefusal(fields, refused("英文名称「X」已存在"))?.key).toBe("nameEn");
    expect(fieldOfRefusal(fields, refused("该城市不在服务范围"))?.key).toBe("city");
    expect(fieldOfRefusal(fields, refused("该记录已存在"))).toBeNull();
    expect(fieldOfRefusal(fields, new RpcFailure("network", null, "network", true))).toBeNull();
  });

  it("is shown under its field in an action form, which stays open", async () => {
    const input: FieldDef[] = [{ key: "reason", label: "原因", kind: "text", required: true, maxLength: 5 }];
    render(<ActionForm title="退款" description="" fields={input} submitLabel="提交" onCancel={() => undefined}
      onSubmit={() => Promise.reject(refused("原因不能包含敏感词"))} />);
    const reason = screen.getByLabelText("原因");
    expect(reason.getAttribute("maxlength")).toBe("5");
    fireEvent.change(reason, { target: { value: "测试" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: /提交/ })));
    expect(reason.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("原因不能包含敏感词").id).toBe(reason.getAttribute("aria-describedby"));
  });
});

describe("change records in Chinese", () => {
  it("names resources and methods: 新建/修改/删除, an action's or a transition's own label", () => {
    expect(resourceLabel("consoleUser")).toBe("后台用户");
    expect(methodLabel("BaseServiceAdmin/createMuseum", "museum")).toBe("新建");
    expect(methodLabel("sys.SysAdmin/updateUser", "consoleUser")).toBe("修改");
    expect(methodLabel("setUserState", "consoleUser")).toBe("设置状态");
    expect(methodLabel("disableUser", "consoleUser")).toBe("停用");
    expect(methodLabel("somethingElse", "consoleUser")).toBe("somethingElse");
  });

  it("shows changed fields under their labels, the rest on request, rights by object and level", () => {
    const before = { userName: "wang.yy", nickName: "王运营", state: "ACTIVE", acl: { rights: { order: "READ", suha: "WRITE" } } };
    const after = { userName: "wang.yy", nickName: "王运营", state: "DISABLED", acl: { rights: { order: "WRITE", suha: "WRITE" } } };
    render(<ChangeDiff record={{ Id: 1, ctime: 0, utime: 0, resource: "consoleUser", recordId: 4, action: "action", method: "setUserState", userName: "admin", before, after }} />);
    expect(screen.getByTestId("change-method").textContent).toBe("设置状态");
    expect(screen.getByTestId("change-resource").textContent).toBe("后台用户 「wang.yy」#4");
    const state = screen.getByRole("row", { name: /状态/ });
    expect(state.textContent).toBe("状态启用停用");
    expect(screen.queryByRole("rowheader", { name: "昵称" })).toBeNull();
    const rights = screen.getByTestId("rights-diff");
    expect(rights.querySelectorAll("tbody tr")).toHaveLength(1);
    expect(rights.textContent).toContain("订单只读读写");
    fireEvent.click(screen.getByLabelText(/显示全部字段/));
    expect(screen.getByRole("rowheader", { name: "昵称" })).toBeTruthy();
    expect(rights.querySelectorAll("tbody tr")).toHaveLength(26);
  });
});

