import { BLOG_POSTS } from "~/features/content/blog-posts";
import { parsePostBody } from "~/features/content/post-body";

/**
 * The checklist's template is the blog's "12-Month Indian Wedding Planning Checklist" (post 1):
 * each ✓ line under a countdown heading ("10 to 11 months to go", "The final week") is a task
 * due that long before the day, at the near end of the range ("10 to 11 months" is done by 10
 * months). A line about each event ("for each event", "every vendor") becomes one task per event,
 * counted back from that event's date; every other line is one task for the whole wedding,
 * counted back from the wedding date. Edit the post and the template follows.
 */

export const TEMPLATE_POST_ID = 1;

export interface Offset {
  months: number;
  days: number;
}

export interface TemplateItem {
  title: string;
  before: Offset;
  perEvent: boolean;
}

const PER_EVENT = /\b(for each event|every vendor)\b/i;

/** How long before the day a countdown heading means, or null for any other heading. */
export function offsetOf(heading: string): Offset | null {
  const range = /(\d+)\s+to\s+(\d+)\s+months?/i.exec(heading);
  if (range) return { months: Math.min(Number(range[1]), Number(range[2])), days: 0 };
  const months = /(\d+)\s+months?/i.exec(heading);
  if (months) return { months: Number(months[1]), days: 0 };
  if (/final week/i.test(heading)) return { months: 0, days: 7 };
  return null;
}

export function templateFrom(body: string): TemplateItem[] {
  const items: TemplateItem[] = [];
  let before: Offset | null = null;
  for (const block of parsePostBody(body)) {
    if (block.type === "heading") before = offsetOf(block.text);
    if (block.type !== "checklist" || !before) continue;
    for (const title of block.items) {
      items.push({ title: title.trim(), before, perEvent: PER_EVENT.test(title) });
    }
  }
  return items;
}

/** The template as the blog post reads today. */
export function checklistTemplate(): TemplateItem[] {
  const post = BLOG_POSTS.find((candidate) => candidate.id === TEMPLATE_POST_ID);
  return post?.body ? templateFrom(post.body) : [];
}

/** A task for one event says so by its event: "Confirm the running order with every vendor". */
export const eventTaskTitle = (title: string) =>
  title.replace(/\s+for each event\b/i, "").replace(/\s{2,}/g, " ");

const DAY_MS = 86_400_000;

/**
 * `date` (YYYY-MM-DD) less `before`: months first, keeping the day of the month where it exists
 * (31 August less 6 months is 28 or 29 February), then days.
 */
export function countBack(date: string, before: Offset): string {
  const [year, month, day] = date.slice(0, 10).split("-").map(Number);
  const index = year * 12 + (month - 1) - before.months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = index - targetYear * 12;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth + 1, 0)).getUTCDate();
  const time = Date.UTC(targetYear, targetMonth, Math.min(day, lastDay)) - before.days * DAY_MS;
  return new Date(time).toISOString().slice(0, 10);
}

export interface PlannedTask {
  title: string;
  eventId: number | null;
  dueDate: string | null;
}

/**
 * The template's tasks for one wedding: whole-wedding ones counted back from `weddingDate` (no
 * due date when there is none), per-event ones once per event from its own date. With no events,
 * a per-event line is one whole-wedding task as the post words it.
 */
export function planTemplate(
  template: TemplateItem[],
  weddingDate: string | null,
  events: { id: number; eventDate: string }[],
): PlannedTask[] {
  const tasks: PlannedTask[] = [];
  for (const item of template) {
    if (item.perEvent && events.length > 0) {
      for (const event of events) {
        tasks.push({
          title: eventTaskTitle(item.title),
          eventId: event.id,
          dueDate: countBack(event.eventDate, item.before),
        });
      }
      continue;
    }
    tasks.push({
      title: item.title,
      eventId: null,
      dueDate: weddingDate ? countBack(weddingDate, item.before) : null,
    });
  }
  return tasks;
}
