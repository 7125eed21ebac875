import { type FakeReply, type FakeRequest, FakeNetwork, type Misbehaviour } from "./fake-network.js";

const TOKEN = "vk1.a.fake-community-token-0001";
const GROUP_ID = "220000001";

const vkError = (error_code: number, error_msg: string): FakeReply => ({
  status: 200,
  body: { error: { error_code, error_msg, request_params: [] } },
});

/** VK API: `groups.getById` and `wall.post` under `/method/`; errors come with HTTP 200, as VK's do. */
export class FakeVk extends FakeNetwork {
  credentials() {
    return { access_token: TOKEN, group_id: GROUP_ID };
  }

  protected handle(request: FakeRequest): FakeReply | "post" {
    const params = { ...Object.fromEntries(request.query), ...request.fields } as Record<string, unknown>;
    if (this.revoked || params.access_token !== TOKEN)
      return vkError(5, "User authorization failed: invalid access_token (4).");
    if (!params.v) return vkError(8, "Invalid request: v (version) is required");
    if (request.path === "/method/groups.getById") {
      return {
        status: 200,
        body: { response: { groups: [{ id: Number(GROUP_ID), name: "ICMS", screen_name: "icms" }], profiles: [] } },
      };
    }
    if (request.path === "/method/wall.post") {
      if (params.owner_id !== `-${GROUP_ID}`) return vkError(15, "Access denied");
      if (!params.message && !params.attachments)
        return vkError(100, "One of the parameters specified was missing or invalid: message is empty");
      return "post";
    }
    return vkError(3, "Unknown method passed");
  }

  protected posted(_request: FakeRequest, id: string): FakeReply {
    return { status: 200, body: { response: { post_id: Number(id.slice(-6)) } } };
  }

  protected refusal(kind: Exclude<Misbehaviour, "hang">): FakeReply {
    if (kind === "auth") return vkError(5, "User authorization failed: invalid session.");
    if (kind === "error") return { status: 502, body: "" };
    return vkError(9, "Flood control");
  }
}
