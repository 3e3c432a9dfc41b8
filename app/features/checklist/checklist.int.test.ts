/**
 * The wedding's checklist (issue 29): the 12-month template with dates counted back from the
 * wedding and each event, tasks added, edited, deleted and ticked by members who may change the
 * plan, viewers refused, another wedding's tasks not found. Through the routes, with sessions.
 */
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { checklistTask } from "~/db/schema-weddings";
import { updateProfile } from "~/features/accounts/profile.server";
import { createEvent, updateEvent } from "~/features/events/events.server";
import { acceptInvite, createInvite } from "~/features/weddings/member-invites.server";
import { type Membership, membershipOf } from "~/features/weddings/weddings.server";
import { eventInput, type MadeUser, makeUser, uniqueEmail } from "../../../tests/factories";
import { activityOf, linkFor } from "../../../tests/support/family";
import { get, post, run } from "../../../tests/support/routes";
import { checklistSummary } from "./checklist.server";

const listRoute = await import("~/routes/dashboard-checklist");
const taskRoute = await import("~/routes/dashboard-checklist-task");

const PATH = "/dashboard/checklist";

const list = (cookie: string) => run(listRoute.loader, get(PATH, cookie));
const act = (fields: Record<string, string>, cookie: string) =>
  run(listRoute.action, post(PATH, fields, { cookie }));
const taskPage = (id: number | string, cookie: string) =>
  run(taskRoute.loader, get(`${PATH}/${id}`, cookie), { params: { taskId: String(id) } });
const taskPost = (id: number | string, fields: Record<string, string>, cookie: string) =>
  run(taskRoute.action, post(`${PATH}/${id}`, fields, { cookie }), {
    params: { taskId: String(id) },
  });

/** Someone who joins `wedding` in `role` through an e-mailed invitation (the members' writer). */
async function joins(
  owner: MadeUser,
  wedding: Membership,
  name: string,
  role: "planner" | "viewer",
) {
  const made = await makeUser({ name, email: uniqueEmail(role), logIn: true });
  const sent = await createInvite(owner.user, wedding, { email: made.row.email, role });
  expect(sent.ok).toBe(true);
  const { token } = await linkFor(made.row.email);
  expect((await acceptInvite(token, made.user)).ok).toBe(true);
  return made;
}

async function tasksOf(weddingId: number) {
  return db.select().from(checklistTask).where(eq(checklistTask.weddingId, weddingId));
}

async function lastActivity(weddingId: number) {
  return (await activityOf(weddingId))[0];
}

let asha: MadeUser;
let wedding: Membership;
let mehndiId: number;
let receptionId: number;
let mum: MadeUser;
let viewer: MadeUser;
let other: MadeUser;

beforeAll(async () => {
  asha = await makeUser({
    name: "Asha Patel",
    name2: "Rohan Shah",
    weddingDate: "2027-08-14",
    logIn: true,
  });
  await list(asha.cookie); // makes the wedding, as the first page does
  wedding = (await membershipOf(asha.user.id)) as Membership;
  const mehndi = await createEvent(
    asha.user.id,
    eventInput({ type: "mehndi", eventDate: "2027-08-12" }),
  );
  const reception = await createEvent(
    asha.user.id,
    eventInput({ type: "reception", eventDate: "2027-08-15" }),
  );
  if (!mehndi.ok || !reception.ok) throw new Error("events not made");
  mehndiId = mehndi.id;
  receptionId = reception.id;
  mum = await joins(asha, wedding, "Mum", "planner");
  viewer = await joins(asha, wedding, "Nani", "viewer");
  other = await makeUser({ name: "Other Couple", logIn: true });
  await list(other.cookie);
});

describe("the 12-month template", () => {
  it("adds the blog's tasks with dates counted back from the wedding date and from each event", async () => {
    const added = await act({ intent: "template" }, asha.cookie);
    expect(added.status).toBe(302);
    const tasks = await tasksOf(wedding.weddingId);
    expect(tasks.length).toBeGreaterThanOrEqual(25);
    const find = (start: string, eventId: number | null = null) =>
      tasks.find((task) => task.title.startsWith(start) && task.eventId === eventId);
    expect(find("Book the main venue")?.dueDate).toBe("2026-08-14");
    expect(find("Book your photographer")?.dueDate).toBe("2026-10-14");
    expect(find("Pack an emergency kit")?.dueDate).toBe("2027-08-07");
    // "Confirm the running order for each event…": one task per event, from its own date.
    expect(find("Confirm the running order", mehndiId)).toMatchObject({
      title: "Confirm the running order with every vendor",
      dueDate: "2027-06-12",
    });
    expect(find("Confirm the running order", receptionId)?.dueDate).toBe("2027-06-15");
    expect(find("Confirm the running order")).toBeUndefined();
    expect(await lastActivity(wedding.weddingId)).toBe(
      `Asha Patel added ${tasks.length} tasks from the 12-month checklist`,
    );

    // Again: nothing is added twice.
    await act({ intent: "template" }, asha.cookie);
    expect((await tasksOf(wedding.weddingId)).length).toBe(tasks.length);
  });

  it("groups the page by overdue, due soon, later and done, and sums up the next five for the dashboard", async () => {
    const page = await list(asha.cookie);
    const groups = page.data?.groups as Record<string, { title: string }[]>;
    const all = Object.values(groups).flat();
    expect(all.length).toBe((await tasksOf(wedding.weddingId)).length);
    const summary = await checklistSummary(wedding, "2027-01-01");
    expect(summary.next).toHaveLength(5);
    // The Mehndi's guest list ("Draft the guest list for each event") is the earliest.
    expect(summary.next[0]).toMatchObject({ title: "Draft the guest list", dueDate: "2026-08-12" });
    // By 1 January 2027 the 12-, 10- and 8-month tasks are past their dates.
    const overdue = (await tasksOf(wedding.weddingId)).filter(
      (task) => task.dueDate && task.dueDate < "2027-01-01",
    );
    expect(summary.overdue).toBe(overdue.length);
    expect(summary.overdue).toBeGreaterThan(5);
  });
});

describe("tasks", () => {
  it("lets a partner add a task for an event, with a member to do it, and edit and delete it", async () => {
    const added = await act(
      {
        intent: "add",
        title: "Book the dhol players",
        eventId: String(mehndiId),
        dueDate: "2027-05-01",
        assignee: mum.user.id,
      },
      asha.cookie,
    );
    expect(added.status).toBe(302);
    const [task] = (await tasksOf(wedding.weddingId)).filter(
      (t) => t.title === "Book the dhol players",
    );
    expect(task).toMatchObject({
      eventId: mehndiId,
      dueDate: "2027-05-01",
      assigneeUserId: mum.user.id,
    });
    expect(await lastActivity(wedding.weddingId)).toBe(
      'Asha Patel added the task "Book the dhol players"',
    );

    const page = await taskPage(task.id, mum.cookie);
    expect(page.data?.values).toEqual({
      title: "Book the dhol players",
      eventId: String(mehndiId),
      dueDate: "2027-05-01",
      assignee: mum.user.id,
    });
    const saved = await taskPost(
      task.id,
      {
        intent: "save",
        title: "Book the dhol players and a DJ",
        eventId: "",
        dueDate: "",
        assignee: "",
      },
      mum.cookie,
    );
    expect(saved.status).toBe(302);
    const [changed] = await db.select().from(checklistTask).where(eq(checklistTask.id, task.id));
    expect(changed).toMatchObject({ eventId: null, dueDate: null, assigneeUserId: null });
    expect(await lastActivity(wedding.weddingId)).toBe(
      'Mum changed the task "Book the dhol players and a DJ"',
    );

    expect((await taskPost(task.id, { intent: "delete" }, mum.cookie)).status).toBe(302);
    expect(await db.select().from(checklistTask).where(eq(checklistTask.id, task.id))).toHaveLength(
      0,
    );
    expect(await lastActivity(wedding.weddingId)).toBe(
      'Mum deleted the task "Book the dhol players and a DJ"',
    );
  });

  it("keeps what was typed and says which field is wrong", async () => {
    const blank = await act({ intent: "add", title: " ", dueDate: "14 Feb" }, asha.cookie);
    expect(blank.status).toBe(400);
    expect(Object.keys(blank.data?.errors as object).sort()).toEqual(["dueDate", "title"]);
    expect(blank.data?.values).toMatchObject({ dueDate: "14 Feb" });
    const otherEvent = await createEvent(other.user.id, eventInput({ eventDate: "2027-07-01" }));
    if (!otherEvent.ok) throw new Error("no event");
    const wrongEvent = await act(
      { intent: "add", title: "Someone else's event", eventId: String(otherEvent.id) },
      asha.cookie,
    );
    expect(wrongEvent.status).toBe(400);
    expect(wrongEvent.data?.errors).toEqual({ eventId: "Choose an event from the list" });
    const wrongPerson = await act(
      { intent: "add", title: "Someone else's member", assignee: other.user.id },
      asha.cookie,
    );
    expect(wrongPerson.data?.errors).toEqual({ assignee: "Choose someone from the list" });
    const titles = (await tasksOf(wedding.weddingId)).map((task) => task.title);
    expect(titles).not.toContain("Someone else's event");
    expect(titles).not.toContain("Someone else's member");
  });

  it("lets a planner tick a task off and open it again, keeping who did it", async () => {
    const [task] = (await tasksOf(wedding.weddingId)).filter((t) =>
      t.title.startsWith("Book the main venue"),
    );
    const ticked = await act({ intent: "tick", taskId: String(task.id) }, mum.cookie);
    expect(ticked.status).toBe(302);
    const [done] = await db.select().from(checklistTask).where(eq(checklistTask.id, task.id));
    expect(done.doneBy).toBe(mum.user.id);
    expect(done.doneAt).toBeInstanceOf(Date);
    expect(await lastActivity(wedding.weddingId)).toBe(`Mum ticked off "${task.title}"`);
    const page = await list(viewer.cookie);
    type Groups = { done: { title: string; done: { by: string } }[] };
    const doneGroup = (page.data as { groups: Groups }).groups.done;
    expect(doneGroup.find((t) => t.title === task.title)?.done.by).toBe("Mum");

    // Ticking it again changes nothing and records nothing.
    await act({ intent: "tick", taskId: String(task.id) }, asha.cookie);
    expect(await lastActivity(wedding.weddingId)).toBe(`Mum ticked off "${task.title}"`);

    await act({ intent: "untick", taskId: String(task.id) }, asha.cookie);
    const [open] = await db.select().from(checklistTask).where(eq(checklistTask.id, task.id));
    expect(open).toMatchObject({ doneAt: null, doneBy: null });
    expect(await lastActivity(wedding.weddingId)).toBe(`Asha Patel reopened "${task.title}"`);
  });

  it("shows a viewer the list without forms and refuses every change with 403", async () => {
    const page = await list(viewer.cookie);
    expect(page.data).toMatchObject({ canChange: false, choices: null });
    const before = await tasksOf(wedding.weddingId);
    const [task] = before;
    for (const fields of <Record<string, string>[]>[
      { intent: "add", title: "Viewer's task" },
      { intent: "template" },
      { intent: "tick", taskId: String(task.id) },
    ]) {
      expect((await act(fields, viewer.cookie)).status).toBe(403);
    }
    expect((await taskPage(task.id, viewer.cookie)).status).toBe(403);
    expect((await taskPost(task.id, { intent: "delete" }, viewer.cookie)).status).toBe(403);
    expect(await tasksOf(wedding.weddingId)).toEqual(before);
  });

  it("answers another wedding's task ids with 404, as for ids that do not exist", async () => {
    const [task] = await tasksOf(wedding.weddingId);
    for (const id of [String(task.id), "999999999"]) {
      expect((await act({ intent: "tick", taskId: id }, other.cookie)).status).toBe(404);
      expect((await taskPage(id, other.cookie)).status).toBe(404);
      expect((await taskPost(id, { intent: "delete" }, other.cookie)).status).toBe(404);
      const edit = await taskPost(id, { intent: "save", title: "Taken over" }, other.cookie);
      expect(edit.status).toBe(404);
    }
    expect((await taskPage("abc", asha.cookie)).status).toBe(404);
    const [same] = await db
      .select()
      .from(checklistTask)
      .where(and(eq(checklistTask.id, task.id), eq(checklistTask.weddingId, wedding.weddingId)));
    expect(same).toEqual(task);
    // A visitor is sent to log in.
    expect((await list("")).status).toBe(302);
  });
});

describe("dates that move", () => {
  it("moves an event's open tasks with its date, and the wedding's with the wedding date", async () => {
    const couple = await makeUser({ name: "Kiran Rao", weddingDate: "2028-05-20", logIn: true });
    await list(couple.cookie);
    const own = (await membershipOf(couple.user.id)) as Membership;
    const sangeet = await createEvent(
      couple.user.id,
      eventInput({ type: "sangeet", eventDate: "2028-05-18" }),
    );
    if (!sangeet.ok) throw new Error("event not made");
    await act({ intent: "template" }, couple.cookie);
    const before = await tasksOf(own.weddingId);
    const forSangeet = before.find((task) => task.eventId === sangeet.id);
    const wholeWedding = before.find((task) => task.title.startsWith("Book the main venue"));
    const done = before.find(
      (task) => task.eventId === null && task.id !== wholeWedding?.id && task.dueDate,
    );
    if (!forSangeet || !wholeWedding || !done) throw new Error("template tasks missing");
    await act({ intent: "tick", taskId: String(done.id) }, couple.cookie);

    // The sangeet moves a week later; the wedding a month later.
    await updateEvent(
      couple.user.id,
      sangeet.id,
      eventInput({ type: "sangeet", eventDate: "2028-05-25" }),
    );
    await updateProfile(couple.user.id, {
      name: "Kiran Rao",
      name2: "",
      weddingDate: "2028-06-20",
    });
    const after = new Map((await tasksOf(own.weddingId)).map((task) => [task.id, task]));
    const later = (day: string | null, days: number) => {
      const moved = new Date(`${day}T12:00:00Z`);
      moved.setUTCDate(moved.getUTCDate() + days);
      return moved.toISOString().slice(0, 10);
    };
    expect(after.get(forSangeet.id)?.dueDate).toBe(later(forSangeet.dueDate, 7));
    expect(wholeWedding.dueDate).toBe("2027-05-20");
    expect(after.get(wholeWedding.id)?.dueDate).toBe("2027-06-20");
    // A task already done keeps its date.
    expect(after.get(done.id)?.dueDate).toBe(done.dueDate);
  });
});
