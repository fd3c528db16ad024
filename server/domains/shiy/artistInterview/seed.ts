import { programmeApplication, programmeArtist, artistInterview } from "../../../../src/catalogue/registry";
import { shanghaiDate } from "../../../../src/catalogue";
import { defineSeed } from "../../../seed/factory";
import { draftSummary } from "../programmeApplication/interviewDraft";

const DAY = 86_400_000;

/** What was discussed, by topic, in the artist's terms. */
const TALKS = [
  { topic: "signing", channel: "meeting", summary: "与艺术家当面沟通驻留合约条款，确认分成比例与授权范围；艺术家希望保留部分作品的展览权。", attitude: "positive" },
  { topic: "capture", channel: "studio", summary: "走访画室，确认首批数字化采集作品清单与采集时间；大尺幅作品需要在画室现场拍摄。", attitude: "positive" },
  { topic: "pricing", channel: "wechat", summary: "讨论本季作品参考价，艺术家认为小品价格偏低，约定参考近两年成交记录再议。", attitude: "neutral" },
  { topic: "auction", channel: "phone", summary: "介绍秋季网络拍卖会安排，艺术家同意提供两件作品进入拍品池，待审核后确认。", attitude: "positive" },
  { topic: "course", channel: "video", summary: "沟通书院课程录制计划，艺术家档期较满，课程改为明年春季录制。", attitude: "neutral" },
  { topic: "followUp", channel: "phone", summary: "结业后回访，了解近期创作与展览计划，艺术家对后续合作保持兴趣。", attitude: "neutral" },
] as const;

/** The admission interview of an application that passed screening (初审通过 made its draft). */
const ADMISSION = { channel: "meeting", topic: "admission", attitude: "positive" } as const;
const ADMISSION_TALK = "入驻面谈：介绍驻留期间的创作计划与代表作品，对驻留条件与作品授权无异议；作品集完整，个人面貌清晰。";
const WAITLIST_TALK = "入驻面谈：创作计划清楚，作品水准合格；本期同门类名额已满，列入候补，如有名额优先录取。";

/**
 * content.md §8.8 seed: four conversations per artist (120), the latest with a follow-up date when one
 * is still due; an admitted artist's first is the admission interview of its application (§8.1). The
 * applications still in review that passed screening have theirs without an artist: a draft for those
 * waiting for the interview, the written record for the waitlisted.
 */
export const seed = defineSeed({
  resource: artistInterview,
  async run(ctx) {
    if (await ctx.tx.selectFrom(artistInterview.table).select("Id").limit(1).executeTakeFirst()) return;
    const staff = await ctx.idsOf("consoleUser");
    const artists = await ctx.tx.selectFrom(programmeArtist.table).select(["Id", "ctime", "status", "applicationId"]).orderBy("Id").execute();
    const applications = await ctx.tx.selectFrom(programmeApplication.table).select(["Id", "code", "applicantName", "status", "interviewAt", "discipline", "batch"])
      .where("interviewAt", "is not", null).orderBy("Id").execute();
    const interviewed = new Map(applications.map((a) => [Number(a.Id), a]));
    for (const [i, a] of artists.entries()) {
      const since = Number(a.ctime);
      const span = Math.max(4 * DAY, ctx.now - since - DAY);
      const source = a.applicationId === null ? undefined : interviewed.get(Number(a.applicationId));
      for (let k = 0; k < 4; k++) {
        if (k === 0 && source) {
          await ctx.insert(artistInterview, {
            artistId: Number(a.Id), applicationId: Number(source.Id), contactAt: Number(source.interviewAt), ...ADMISSION, summary: ADMISSION_TALK, draft: false,
            staffId: staff.length > 0 ? staff[i % staff.length] : null, attachments: null, nextFollowUpDate: null,
          }, { ctime: Number(source.interviewAt) });
          continue;
        }
        const talk = a.status === "signing" && k === 0 ? TALKS[0] : TALKS[(i + k) % TALKS.length] ?? TALKS[0];
        const contactAt = since + Math.floor((span * (k + 1)) / 5) + ((i * 3 + k) % 8) * 3_600_000;
        const last = k === 3;
        await ctx.insert(artistInterview, {
          artistId: Number(a.Id), contactAt, channel: talk.channel, staffId: staff.length > 0 ? staff[(i + k) % staff.length] : null,
          topic: talk.topic, summary: talk.summary, attitude: talk.attitude, attachments: null,
          // Follow-ups of the latest conversations fall due in the coming weeks (the dashboard's 待跟进).
          nextFollowUpDate: last && a.status !== "terminated" ? shanghaiDate(Math.max(contactAt, ctx.now) + (3 + (i % 20)) * DAY) : null,
        }, { ctime: contactAt });
      }
    }
    for (const [i, app] of applications.filter((x) => x.status === "interview" || x.status === "waitlisted").entries()) {
      const waiting = app.status === "interview";
      const at = Number(app.interviewAt);
      await ctx.insert(artistInterview, {
        artistId: null, applicationId: Number(app.Id), contactAt: at, ...ADMISSION, attitude: waiting ? null : "neutral", draft: waiting,
        summary: waiting ? draftSummary({ ...app }) : WAITLIST_TALK, staffId: staff.length > 0 ? staff[i % staff.length] : null, attachments: null, nextFollowUpDate: null,
      }, { ctime: at });
    }
  },
});
