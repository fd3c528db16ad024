import { shanghaiDate } from "../../../../src/catalogue";
import { fromShanghaiInput } from "../../../../src/catalogue/kinds/shanghai";
import { programmeApplication } from "../../../../src/catalogue/registry";
import type { Discipline } from "../../../../src/catalogue/resources/shiy/shiyEnums";
import { defineSeed } from "../../../seed/factory";
import { ARTISTS } from "../programmeArtist/artistData";
import { BATCHES, EDUCATIONS, OTHERS, REJECT_REASONS, STATEMENTS, type ApplicationStatus } from "./applicationData";

const DAY = 86_400_000;
const HOUR = 3_600_000;
const CHANNELS = ["app", "miniapp", "web", "referral"] as const;
const PIECES = ["写生稿", "近作", "参展作品", "小品", "长卷局部", "册页", "习作", "代表作"];

interface Plan {
  readonly name: string;
  readonly gender: "male" | "female";
  readonly discipline: Discipline;
  readonly city: string;
  readonly status: ApplicationStatus;
  readonly batch: string;
  readonly birthYear: number;
  readonly memberships: string | null;
}

/** The admitted artists' applications first (as they applied), then the others. */
function plans(): Plan[] {
  const admitted = ARTISTS.filter((a) => a.admitted).map((a): Plan => ({
    name: a.name, gender: a.gender, discipline: a.disciplines[0] ?? "other", city: a.city, status: "approved", batch: a.batch,
    birthYear: a.birthYear, memberships: a.memberships,
  }));
  const others = OTHERS.map(([name, gender, discipline, city, status, batch], i): Plan => ({
    name, gender, discipline, city, status, batch, birthYear: 1975 + ((i * 7) % 28), memberships: i % 6 === 0 ? "省美术家协会会员" : null,
  }));
  return [...admitted, ...others];
}

const REVIEWED: ReadonlySet<ApplicationStatus> = new Set(["screening", "interview", "waitlisted", "approved", "rejected"]);
const INTERVIEWED: ReadonlySet<ApplicationStatus> = new Set(["interview", "waitlisted", "approved"]);

/** content.md §8.1 seed: 50 applications, the codes numbered by the year each was submitted in. */
export const seed = defineSeed({
  resource: programmeApplication,
  async run(ctx) {
    if (await ctx.tx.selectFrom(programmeApplication.table).select("Id").limit(1).executeTakeFirst()) return;
    const users = await ctx.idsOf("consoleUser");
    const visitors = await ctx.idsOf("visitor");
    const serial = new Map<string, number>();
    // Oldest first, so that codes grow with submission time.
    const rows = plans().map((p, i) => {
      const window = BATCHES[p.batch] ?? { opens: shanghaiDate(ctx.now - 60 * DAY), decides: shanghaiDate(ctx.now) };
      const opens = fromShanghaiInput(`${window.opens} 09:00:00`);
      const submittedAt = Math.min(ctx.now - 2 * DAY, opens + ((i * 37) % 45) * DAY + ((i * 5) % 9) * HOUR);
      return { p, i, submittedAt, decides: fromShanghaiInput(`${window.decides} 15:00:00`) };
    }).sort((a, b) => a.submittedAt - b.submittedAt);
    for (const { p, i, submittedAt, decides } of rows) {
      const year = shanghaiDate(submittedAt).slice(0, 4);
      const n = (serial.get(year) ?? 0) + 1;
      serial.set(year, n);
      const code = `AP-${year}-${String(n).padStart(4, "0")}`;
      const decided = p.status === "approved" || p.status === "rejected";
      const decidedAt = decided ? Math.min(ctx.now - DAY, Math.max(submittedAt + 20 * DAY, decides - ((i * 3) % 10) * DAY)) : null;
      const interviewAt = INTERVIEWED.has(p.status) ? Math.min(ctx.now - DAY, submittedAt + 14 * DAY) : null;
      const pieces = 3 + (i % 6);
      const keys = Array.from({ length: pieces }, (_, k) => `shiy/apply/${code}/${k + 1}.${k === pieces - 1 ? "pdf" : "jpg"}`);
      // The applicant's uploads (UDT_SHIY), drawn by the shiy.portfolioDemoFiles sweeper (size 0 until then).
      for (const key of keys) {
        await ctx.tx.insertInto("upload_file").values({ key, dataType: "UDT_SHIY", contentType: key.endsWith(".pdf") ? "application/pdf" : "image/jpeg", size: 0, userId: null, ctime: submittedAt })
          .onConflict((oc) => oc.column("key").doNothing()).execute();
      }
      await ctx.insert(programmeApplication, {
        code, applicantName: p.name, visitorId: visitors.length > 0 && i % 3 !== 2 ? visitors[i % visitors.length] : null,
        phone: `13${String(600_000_000 + i * 1_234_567).slice(0, 9)}`, email: `applicant${String(i + 1).padStart(2, "0")}@example.com`,
        gender: p.gender, birthYear: p.birthYear, city: p.city, discipline: p.discipline, education: EDUCATIONS[i % EDUCATIONS.length],
        memberships: p.memberships, statement: STATEMENTS[p.discipline],
        portfolio: keys.map((url, k) => ({
          url, title: `${PIECES[(i + k) % PIECES.length] ?? "作品"}${k + 1}`,
          year: Number(year) - (k % 4), size: `${68 + 10 * (k % 3)}×${45 + 5 * (k % 4)}cm`,
        })),
        portfolioCount: pieces, batch: p.batch, channel: CHANNELS[i % CHANNELS.length], status: p.status,
        reviewerId: REVIEWED.has(p.status) && users.length > 0 ? users[i % users.length] : null,
        score: INTERVIEWED.has(p.status) || p.status === "rejected" ? (p.status === "rejected" ? 52 + (i % 15) : 78 + (i % 20)) : null,
        reviewNote: INTERVIEWED.has(p.status) ? "作品集完整，个人面貌清晰，建议面谈。" : null,
        interviewAt, rejectReason: p.status === "rejected" ? REJECT_REASONS[i % REJECT_REASONS.length] : null,
        submittedAt, decidedAt,
      }, { ctime: submittedAt, utime: decidedAt ?? interviewAt ?? (REVIEWED.has(p.status) ? Math.min(ctx.now - DAY, submittedAt + 3 * DAY) : submittedAt) });
    }
  },
});
